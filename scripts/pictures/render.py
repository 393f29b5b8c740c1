# Renders the demo catalog's pictures: every gift, category and extra is modelled here from
# primitives and shot on one table by a window, so anyone can remake or change them with Blender
# alone (no downloaded models, textures or fonts). Run through make-pictures.ts, which passes the arguments
# and turns the PNGs this writes into the JPEGs in content/; README.md beside this file says how.
#
#   blender -b --factory-startup -P render.py -- --out DIR --size PX --samples N [subject ...]
#
# A subject is "products/pen-set", "categories/birthday-gifts", "extras/balloon-bunch",
# "occasions/christmas" or "site" (Home's picture, hero); a view is one picture of it, written as
# DIR/<subject>/<view>.png.
import math
import os
import random
import sys

import bmesh
import bpy
from bpy_extras.object_utils import world_to_camera_view
from mathutils import Euler, Matrix, Vector

TAU = math.tau
# Freely licensed photographs printed in the frame and on the cushion: photos/CREDITS.md.
PHOTOS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "photos")
SERIF = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
SERIF_ITALIC = "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf"


# ---------------------------------------------------------------------------------------------
# Scene, room and camera


def reset():
    bpy.ops.wm.read_factory_settings(use_empty=True)
    random.seed(7)


def linear(hex_colour):
    """An sRGB hex colour as the linear RGBA that Blender's colour inputs take."""
    hex_colour = hex_colour.lstrip("#")
    channels = [int(hex_colour[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    return tuple(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels) + (1.0,)


def oidn_available():
    try:
        import _cycles

        return bool(getattr(_cycles, "with_openimagedenoise", False))
    except ImportError:
        return False


def setup_render(width, height, samples, seconds):
    scene = bpy.context.scene
    scene.render.engine = "CYCLES"
    scene.cycles.device = "CPU"
    scene.render.resolution_x = width
    scene.render.resolution_y = height
    scene.render.resolution_percentage = 100
    denoise = oidn_available()
    scene.cycles.use_denoising = denoise
    if denoise:
        scene.cycles.denoiser = "OPENIMAGEDENOISE"
    scene.cycles.samples = samples
    # A cap per picture keeps a full run within a known time on a busy machine.
    scene.cycles.time_limit = seconds
    scene.cycles.use_adaptive_sampling = True
    scene.cycles.adaptive_threshold = 0.03
    # Soft window light needs few bounces; caustics off (glass is made shadow-transparent below).
    scene.cycles.max_bounces = 6
    scene.cycles.diffuse_bounces = 1
    scene.cycles.glossy_bounces = 2
    scene.cycles.transmission_bounces = 5
    scene.cycles.transparent_max_bounces = 8
    scene.cycles.caustics_reflective = False
    scene.cycles.caustics_refractive = False
    scene.cycles.blur_glossy = 1.0
    scene.cycles.sample_clamp_indirect = 2.0
    scene.cycles.tile_size = 2048
    scene.view_settings.view_transform = "Filmic"
    scene.view_settings.look = "Medium High Contrast"
    scene.view_settings.exposure = -0.4
    scene.render.image_settings.file_format = "PNG"
    scene.render.image_settings.color_mode = "RGB"
    return denoise


def faint_world(name, colour):
    """The light that comes from everywhere around the set, faint and of one colour."""
    world = bpy.data.worlds.new(name)
    world.use_nodes = True
    background = world.node_tree.nodes["Background"]
    background.inputs["Color"].default_value = linear(colour)
    background.inputs["Strength"].default_value = 0.25
    bpy.context.scene.world = world


def room():
    """A table by a window: a planked wooden top, a plain wall well behind it, one large warm soft
    light from the left as a window gives, and the room's own light filling the shadows gently.
    The camera's shallow focus (shoot's `fstop`) blurs the wall, as a photograph's would."""
    faint_world("room", "#f2e6da")

    box("backdrop-table", (3.0, 1.4, 0.04), table_wood(), location=(0, 0.2, -0.04), bevel=0.004)
    plaster = crinkled(material("plaster", "#e9ddd0", rough=0.95, specular=0.2), scale=8, strength=0.05)
    box("backdrop-wall", (6.0, 0.05, 4.0), plaster, location=(0, 1.6, -1.0), bevel=0)

    window = bpy.data.lights.new("window", "AREA")
    window.shape = "RECTANGLE"
    window.size, window.size_y = 1.2, 1.6
    window.energy = 700
    window.color = linear("#ffe7cc")[:3]
    light = bpy.data.objects.new("window", window)
    bpy.context.collection.objects.link(light)
    light.location = (-2.0, 0.5, 1.1)
    look_at(light, Vector((0, 0, 0.1)))
    area_light("bounce", (1.8, -1.6, 0.7), 2.5, 60, "#f1f3f8")


def table_wood(plank=0.15, light="#9c6d47", dark="#966a43"):
    """Planks of oiled wood laid along x: long grain, each plank shifted and toned on its own, with
    a dark narrow seam between planks."""
    mat = material("table", light, rough=0.42, clearcoat=0.2)
    bsdf = mat.node_tree.nodes["Principled BSDF"]
    coords = node(mat, "ShaderNodeTexCoord")
    parts = node(mat, "ShaderNodeSeparateXYZ")
    link(mat, coords.outputs["Object"], parts.inputs[0])
    across = node(mat, "ShaderNodeMath", operation="DIVIDE")
    link(mat, parts.outputs["Y"], across.inputs[0])
    across.inputs[1].default_value = plank
    index = node(mat, "ShaderNodeMath", operation="FLOOR")
    link(mat, across.outputs[0], index.inputs[0])
    each = node(mat, "ShaderNodeTexWhiteNoise", noise_dimensions="1D")
    link(mat, index.outputs[0], each.inputs["W"])
    shifted = node(mat, "ShaderNodeVectorMath", operation="MULTIPLY_ADD")
    link(mat, each.outputs["Color"], shifted.inputs[0])
    shifted.inputs[1].default_value = (4.0, 0.3, 4.0)
    link(mat, coords.outputs["Object"], shifted.inputs[2])
    stretch = node(mat, "ShaderNodeMapping")
    stretch.inputs["Scale"].default_value = (0.05, 1.0, 1.0)
    link(mat, shifted.outputs[0], stretch.inputs["Vector"])
    grain = node(mat, "ShaderNodeTexWave", wave_type="RINGS", Scale=40.0, Distortion=3.0, Detail=3.0, **{"Detail Scale": 0.8})
    link(mat, stretch.outputs["Vector"], grain.inputs["Vector"])
    colours = ramp(mat, grain.outputs["Fac"], [(0.0, dark), (0.5, light), (1.0, light)])
    tone = node(mat, "ShaderNodeMapRange")
    link(mat, each.outputs["Value"], tone.inputs["Value"])
    tone.inputs["To Min"].default_value = 0.84
    tone.inputs["To Max"].default_value = 1.06
    edge = node(mat, "ShaderNodeMath", operation="PINGPONG")
    link(mat, across.outputs[0], edge.inputs[0])
    edge.inputs[1].default_value = 0.5
    seam = node(mat, "ShaderNodeMapRange")
    link(mat, edge.outputs[0], seam.inputs["Value"])
    seam.inputs["From Max"].default_value = 0.012
    seam.inputs["To Min"].default_value = 0.9
    shade = node(mat, "ShaderNodeMath", operation="MULTIPLY")
    link(mat, tone.outputs["Result"], shade.inputs[0])
    link(mat, seam.outputs["Result"], shade.inputs[1])
    toned = node(mat, "ShaderNodeMixRGB", blend_type="MULTIPLY")
    toned.inputs["Fac"].default_value = 1.0
    link(mat, colours.outputs["Color"], toned.inputs["Color1"])
    link(mat, shade.outputs[0], toned.inputs["Color2"])
    link(mat, toned.outputs["Color"], bsdf.inputs["Base Color"])
    relief = node(mat, "ShaderNodeMath", operation="MULTIPLY_ADD")
    link(mat, grain.outputs["Fac"], relief.inputs[0])
    relief.inputs[1].default_value = 0.15
    link(mat, seam.outputs["Result"], relief.inputs[2])
    bump(mat, relief.outputs[0], strength=0.15, distance=0.002)
    return mat


def area_light(name, location, size, power, colour):
    light = bpy.data.lights.new(name, "AREA")
    light.shape = "DISK"
    light.size = size
    light.energy = power
    light.color = linear(colour)[:3]
    obj = bpy.data.objects.new(name, light)
    bpy.context.collection.objects.link(obj)
    obj.location = location
    look_at(obj, Vector((0, 0, 0.12)))
    return obj


def look_at(obj, target):
    direction = Vector(target) - obj.location
    obj.rotation_euler = direction.to_track_quat("-Z", "Y").to_euler()


def gift_objects(frame_on=None, scale_objects=True):
    """What the camera frames: the whole gift, or only the parts whose names start with `frame_on`;
    and the everyday things beside it for scale (named `scale-`), unless `scale_objects` is False."""
    return [
        o
        for o in bpy.context.scene.objects
        if o.type in {"MESH", "CURVE", "FONT"}
        and not o.name.startswith("backdrop")
        and not o.get("ignore_frame")
        and (frame_on is None or o.name.startswith(frame_on))
        and (scale_objects or not o.name.startswith("scale-"))
    ]


def gift_points(frame_on=None, scale_objects=True):
    depsgraph = bpy.context.evaluated_depsgraph_get()
    points = []
    for obj in gift_objects(frame_on, scale_objects):
        evaluated = obj.evaluated_get(depsgraph)
        mesh = evaluated.to_mesh()
        step = max(1, len(mesh.vertices) // 1500)
        matrix = evaluated.matrix_world
        vertices = mesh.vertices
        points.extend(matrix @ vertices[i].co for i in range(0, len(vertices), step))
        evaluated.to_mesh_clear()
    return points


def shoot(path, azimuth=-35, elevation=22, fill=0.68, lens=85, target=None, roll=0, frame_on=None, fstop=None):
    """Places the camera at the given angles so the gift fills `fill` of the frame, centred; with
    `fstop`, focused on the gift (not on a `scale-` object beside it), the rest softly out of focus."""
    scene = bpy.context.scene
    camera_data = bpy.data.cameras.new("camera")
    camera_data.lens = lens
    camera_data.sensor_fit = "AUTO"
    camera = bpy.data.objects.new("camera", camera_data)
    scene.collection.objects.link(camera)
    scene.camera = camera
    points = gift_points(frame_on)
    low = Vector([min(p[i] for p in points) for i in range(3)])
    high = Vector([max(p[i] for p in points) for i in range(3)])
    aim = Vector(target) if target else (low + high) / 2
    az, el = math.radians(azimuth), math.radians(elevation)
    direction = Vector((math.sin(az) * math.cos(el), -math.cos(az) * math.cos(el), math.sin(el)))
    distance = (high - low).length * lens / 36 * 1.2
    shift = Vector((0, 0, 0))
    for _ in range(6):
        camera.location = aim + shift + direction * distance
        look_at(camera, aim + shift)
        camera.rotation_euler.rotate_axis("Z", math.radians(roll))
        bpy.context.view_layer.update()
        projected = [world_to_camera_view(scene, camera, p) for p in points]
        xs = [p.x for p in projected]
        ys = [p.y for p in projected]
        width, height = max(xs) - min(xs), max(ys) - min(ys)
        centre_x, centre_y = (max(xs) + min(xs)) / 2 - 0.5, (max(ys) + min(ys)) / 2 - 0.5
        frame_w = distance * 36 / lens
        aspect = scene.render.resolution_x / scene.render.resolution_y
        frame_h = frame_w / aspect
        right = camera.matrix_world.to_quaternion() @ Vector((1, 0, 0))
        up = camera.matrix_world.to_quaternion() @ Vector((0, 1, 0))
        shift += right * centre_x * frame_w + up * centre_y * frame_h
        distance *= max(width, height) / fill
    if fstop:
        focused = gift_points(frame_on, scale_objects=False) or points
        centre = sum(focused, Vector()) / len(focused)
        camera_data.dof.use_dof = True
        camera_data.dof.focus_distance = (camera.location - centre).length
        camera_data.dof.aperture_fstop = fstop
    scene.render.filepath = path
    bpy.ops.render.render(write_still=True)


# ---------------------------------------------------------------------------------------------
# Materials


def material(name, colour, rough=0.5, metal=0.0, specular=0.5, sheen=0.0, clearcoat=0.0, emission=None, strength=0.0):
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    bsdf = mat.node_tree.nodes["Principled BSDF"]
    bsdf.inputs["Base Color"].default_value = linear(colour) if isinstance(colour, str) else colour
    bsdf.inputs["Roughness"].default_value = rough
    bsdf.inputs["Metallic"].default_value = metal
    bsdf.inputs["Specular"].default_value = specular
    bsdf.inputs["Sheen"].default_value = sheen
    bsdf.inputs["Clearcoat"].default_value = clearcoat
    if emission:
        bsdf.inputs["Emission"].default_value = linear(emission)
        bsdf.inputs["Emission Strength"].default_value = strength
        # Tiny glowing things (a flame, fairy lights) are seen, not used as lights: sampled as
        # lights, they would take samples from the window's light and speckle the backdrop.
        if hasattr(mat.cycles, "sample_as_light"):
            mat.cycles.sample_as_light = False
        else:
            mat.cycles.emission_sampling = "NONE"
    return mat


def node(mat, kind, **inputs):
    created = mat.node_tree.nodes.new(kind)
    for key, value in inputs.items():
        if key in created.inputs:
            created.inputs[key].default_value = value
        else:
            setattr(created, key, value)
    return created


def link(mat, from_socket, to_socket):
    mat.node_tree.links.new(from_socket, to_socket)


def bump(mat, height_socket, strength=0.2, distance=0.002):
    bsdf = mat.node_tree.nodes["Principled BSDF"]
    bumper = node(mat, "ShaderNodeBump", Strength=strength, Distance=distance)
    link(mat, height_socket, bumper.inputs["Height"])
    link(mat, bumper.outputs["Normal"], bsdf.inputs["Normal"])


def ramp(mat, fac_socket, stops):
    colour_ramp = node(mat, "ShaderNodeValToRGB")
    elements = colour_ramp.color_ramp.elements
    for index, (position, colour) in enumerate(stops):
        element = elements[index] if index < 2 else elements.new(position)
        element.position = position
        element.color = linear(colour)
    link(mat, fac_socket, colour_ramp.inputs["Fac"])
    return colour_ramp


def mapped(mat, scale=(1, 1, 1), coords="Object"):
    texture_coordinate = node(mat, "ShaderNodeTexCoord")
    mapping = node(mat, "ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = scale
    link(mat, texture_coordinate.outputs[coords], mapping.inputs["Vector"])
    return mapping.outputs["Vector"]


def wood(name, light="#c8955f", dark="#8a5a33", grain=(1, 1, 0.08), scale=45.0, rough=0.45):
    """Long grain: rings stretched along the axis whose `grain` scale is small, wobbled by noise."""
    mat = material(name, light, rough=rough, clearcoat=0.15)
    vector = mapped(mat, grain)
    wave = node(mat, "ShaderNodeTexWave", wave_type="RINGS", Scale=scale, Distortion=2.5, Detail=2.0, **{"Detail Scale": 0.6})
    link(mat, vector, wave.inputs["Vector"])
    colours = ramp(mat, wave.outputs["Fac"], [(0.0, dark), (0.55, light), (1.0, light)])
    link(mat, colours.outputs["Color"], mat.node_tree.nodes["Principled BSDF"].inputs["Base Color"])
    bump(mat, wave.outputs["Fac"], strength=0.05)
    return mat


def wicker(name, colour="#b98a52", dark="#6f4a26"):
    """Woven cane: crossing bands on the object's surface, darker in the gaps, with relief."""
    mat = material(name, colour, rough=0.7)
    vector = mapped(mat, (1, 1, 1), coords="UV")
    across = node(mat, "ShaderNodeTexWave", wave_type="BANDS", bands_direction="X", Scale=60.0, Distortion=0.5)
    down = node(mat, "ShaderNodeTexWave", wave_type="BANDS", bands_direction="Y", Scale=18.0, Distortion=0.3)
    link(mat, vector, across.inputs["Vector"])
    link(mat, vector, down.inputs["Vector"])
    weave = node(mat, "ShaderNodeMath", operation="MULTIPLY")
    link(mat, across.outputs["Fac"], weave.inputs[0])
    link(mat, down.outputs["Fac"], weave.inputs[1])
    colours = ramp(mat, weave.outputs["Value"], [(0.0, dark), (0.35, colour), (1.0, "#d9b07a")])
    link(mat, colours.outputs["Color"], mat.node_tree.nodes["Principled BSDF"].inputs["Base Color"])
    bump(mat, weave.outputs["Value"], strength=0.6, distance=0.004)
    return mat


def crinkled(mat, scale=80.0, strength=0.25):
    """Foil, paper or cork relief from noise."""
    noise = node(mat, "ShaderNodeTexNoise", Scale=scale, Detail=6.0)
    link(mat, mapped(mat), noise.inputs["Vector"])
    bump(mat, noise.outputs["Fac"], strength=strength)
    return mat


def glass(name, tint="#ffffff", rough=0.0, ior=1.45):
    """Clear glass that lets shadow rays through: with caustics off, glass would cast black shadows."""
    mat = material(name, tint, rough=rough)
    bsdf = mat.node_tree.nodes["Principled BSDF"]
    bsdf.inputs["Transmission"].default_value = 1.0
    bsdf.inputs["IOR"].default_value = ior
    output = mat.node_tree.nodes["Material Output"]
    light_path = node(mat, "ShaderNodeLightPath")
    transparent = node(mat, "ShaderNodeBsdfTransparent")
    mix = node(mat, "ShaderNodeMixShader")
    link(mat, light_path.outputs["Is Shadow Ray"], mix.inputs["Fac"])
    link(mat, bsdf.outputs["BSDF"], mix.inputs[1])
    link(mat, transparent.outputs["BSDF"], mix.inputs[2])
    link(mat, mix.outputs["Shader"], output.inputs["Surface"])
    return mat


def infused_water():
    """Water seen through glass, drawn without refraction: refracted twice more, it would need
    more bounces than the set allows and come out dark."""
    mat = material("water", "#ffffff", rough=0.05)
    output = mat.node_tree.nodes["Material Output"]
    transparent = node(mat, "ShaderNodeBsdfTransparent")
    transparent.inputs["Color"].default_value = linear("#fff1dc")
    glossy = node(mat, "ShaderNodeBsdfGlossy", Roughness=0.05)
    fresnel = node(mat, "ShaderNodeFresnel", IOR=1.33)
    mix = node(mat, "ShaderNodeMixShader")
    link(mat, fresnel.outputs["Fac"], mix.inputs["Fac"])
    link(mat, transparent.outputs["BSDF"], mix.inputs[1])
    link(mat, glossy.outputs["BSDF"], mix.inputs[2])
    link(mat, mix.outputs["Shader"], output.inputs["Surface"])
    return mat


def satin(name, colour):
    mat = material(name, colour, rough=0.28, sheen=0.6, specular=0.6)
    mat.node_tree.nodes["Principled BSDF"].inputs["Anisotropic"].default_value = 0.6
    return mat


def velvet(name, colour):
    return material(name, colour, rough=1.0, sheen=1.0, specular=0.2)


def printed(name, image, rough=0.6, sheen=0.0):
    mat = material(name, "#ffffff", rough=rough, sheen=sheen)
    texture = node(mat, "ShaderNodeTexImage")
    texture.image = image
    link(mat, texture.outputs["Color"], mat.node_tree.nodes["Principled BSDF"].inputs["Base Color"])
    return mat


# ---------------------------------------------------------------------------------------------
# Shapes


def mesh_object(name, bm, mat=None, smooth=False):
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.collection.objects.link(obj)
    if smooth:
        for polygon in mesh.polygons:
            polygon.use_smooth = True
        mesh.use_auto_smooth = True
        mesh.auto_smooth_angle = math.radians(50)
    if mat:
        mesh.materials.append(mat)
    return obj


def place(obj, location=(0, 0, 0), rotation=(0, 0, 0), scale=None):
    obj.location = location
    obj.rotation_euler = [math.radians(a) for a in rotation]
    if scale is not None:
        obj.scale = scale if isinstance(scale, (tuple, list)) else (scale, scale, scale)
    return obj


def lathe(name, profile, mat=None, segments=64, location=(0, 0, 0), rotation=(0, 0, 0), closed=False):
    """A solid of revolution about Z from (radius, height) points; UVs run around and up."""
    bm = bmesh.new()
    uv_layer = bm.loops.layers.uv.new()
    rings = []
    for i in range(segments + 1):
        a = TAU * i / segments
        if i == segments:
            rings.append(rings[0])
            break
        rings.append([bm.verts.new((r * math.cos(a), r * math.sin(a), z)) for r, z in profile])
    count = len(profile) if closed else len(profile) - 1
    for i in range(segments):
        for j in range(count):
            k = (j + 1) % len(profile)
            quad = (rings[i][j], rings[i + 1][j], rings[i + 1][k], rings[i][k])
            if len(set(quad)) < 3:
                continue
            try:
                face = bm.faces.new(quad)
            except ValueError:
                continue
            uvs = ((i / segments, j / count), ((i + 1) / segments, j / count),
                   ((i + 1) / segments, (j + 1) / count), (i / segments, (j + 1) / count))
            for loop, uv in zip(face.loops, uvs):
                loop[uv_layer].uv = uv
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=1e-6)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    obj = mesh_object(name, bm, mat, smooth=True)
    return place(obj, location, rotation)


def rounded(points_radius_height, corner=0.004, steps=4):
    """A lathe profile whose sharp corners are rounded, so highlights roll over edges like real ones."""
    result = []
    pts = points_radius_height
    for index, point in enumerate(pts):
        if index == 0 or index == len(pts) - 1:
            result.append(point)
            continue
        before, here, after = Vector(pts[index - 1]), Vector(point), Vector(pts[index + 1])
        a = here + (before - here).normalized() * min(corner, (before - here).length / 2)
        b = here + (after - here).normalized() * min(corner, (after - here).length / 2)
        for s in range(steps + 1):
            t = s / steps
            p = (1 - t) ** 2 * a + 2 * (1 - t) * t * here + t ** 2 * b
            result.append((max(0.0, p.x), p.y))
    return result


def box(name, size, mat=None, location=(0, 0, 0), rotation=(0, 0, 0), bevel=0.003, segments=3):
    """A box resting on its base at `location`."""
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0)
    for v in bm.verts:
        v.co = Vector((v.co.x * size[0], v.co.y * size[1], (v.co.z + 0.5) * size[2]))
    obj = mesh_object(name, bm, mat, smooth=True)
    if bevel:
        modifier = obj.modifiers.new("bevel", "BEVEL")
        modifier.width = bevel
        modifier.segments = segments
        modifier.harden_normals = False
    return place(obj, location, rotation)


def cylinder(name, radius, depth, mat=None, location=(0, 0, 0), rotation=(0, 0, 0), corner=0.002, segments=64):
    profile = rounded([(0, 0), (radius, 0), (radius, depth), (0, depth)], corner=corner)
    return lathe(name, profile, mat, segments=segments, location=location, rotation=rotation)


def sphere(name, radius, mat=None, location=(0, 0, 0), scale=(1, 1, 1), segments=48):
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=segments, v_segments=segments // 2, radius=radius)
    obj = mesh_object(name, bm, mat, smooth=True)
    return place(obj, location, scale=scale)


def torus(name, major, minor, mat=None, location=(0, 0, 0), rotation=(0, 0, 0), arc=TAU, segments=64, ring=16):
    bm = bmesh.new()
    closed = arc >= TAU - 1e-6
    steps = segments if closed else segments + 1
    rows = []
    for i in range(steps):
        a = arc * i / segments
        centre = Vector((major * math.cos(a), major * math.sin(a), 0))
        outward = Vector((math.cos(a), math.sin(a), 0))
        rows.append([bm.verts.new(centre + outward * minor * math.cos(TAU * j / ring)
                                  + Vector((0, 0, minor * math.sin(TAU * j / ring)))) for j in range(ring)])
    for i in range(segments if closed else segments):
        r0, r1 = rows[i], rows[(i + 1) % steps]
        for j in range(ring):
            bm.faces.new((r0[j], r1[j], r1[(j + 1) % ring], r0[(j + 1) % ring]))
    obj = mesh_object(name, bm, mat, smooth=True)
    return place(obj, location, rotation)


def tube(name, points, radius, mat=None, resolution=12):
    """A round tube along a smooth path: strings, stems, wire, twine, handles."""
    curve = bpy.data.curves.new(name, "CURVE")
    curve.dimensions = "3D"
    curve.bevel_depth = radius
    curve.bevel_resolution = 3
    curve.resolution_u = resolution
    curve.use_fill_caps = True
    spline = curve.splines.new("NURBS")
    spline.points.add(len(points) - 1)
    for point, co in zip(spline.points, points):
        point.co = (co[0], co[1], co[2], 1.0)
    spline.order_u = min(4, len(points))
    spline.use_endpoint_u = True
    obj = bpy.data.objects.new(name, curve)
    bpy.context.collection.objects.link(obj)
    if mat:
        curve.materials.append(mat)
    return obj


def text(name, body, size, mat=None, location=(0, 0, 0), rotation=(90, 0, 0), extrude=0.0, font=None, align="CENTER"):
    curve = bpy.data.curves.new(name, "FONT")
    curve.body = body
    curve.size = size
    curve.extrude = extrude
    curve.align_x = align
    curve.align_y = "CENTER"
    if font:
        curve.font = bpy.data.fonts.load(font, check_existing=True)
    obj = bpy.data.objects.new(name, curve)
    bpy.context.collection.objects.link(obj)
    if mat:
        curve.materials.append(mat)
    return place(obj, location, rotation)


def heart_outline(size, count=64):
    points = []
    for i in range(count):
        t = TAU * i / count
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        points.append((x / 32 * size, (y + 2) / 32 * size))
    return points


def heart(name, size, depth, mat=None, location=(0, 0, 0), rotation=(90, 0, 0)):
    """A puffy heart standing in the XZ plane when rotated (90, 0, 0)."""
    bm = bmesh.new()
    outline = heart_outline(size)
    front = [bm.verts.new((x, y, 0)) for x, y in outline]
    back = [bm.verts.new((x, y, -depth)) for x, y in outline]
    bm.faces.new(front)
    bm.faces.new(list(reversed(back)))
    for i in range(len(outline)):
        j = (i + 1) % len(outline)
        bm.faces.new((front[j], front[i], back[i], back[j]))
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    obj = mesh_object(name, bm, mat, smooth=True)
    modifier = obj.modifiers.new("bevel", "BEVEL")
    modifier.width = depth * 0.45
    modifier.segments = 4
    modifier.limit_method = "ANGLE"
    return place(obj, location, rotation)


def bow(name, mat, location, width=0.08, rotation=(0, 0, 0)):
    """A tied satin bow: two flattened loops, a knot and two tails."""
    parts = []
    for side in (-1, 1):
        # A ribbon's loop: wide along its axis, thin across.
        loop = torus(f"{name}-loop", width * 0.26, width * 0.028, mat, rotation=(90, 0, 0))
        loop.scale = (1.15, 1.0, 4.2)
        loop.location = (side * width * 0.27, 0, width * 0.05)
        loop.rotation_euler = (math.radians(90), math.radians(side * -20), 0)
        parts.append(loop)
        tail = box(f"{name}-tail", (width * 0.16, width * 0.02, width * 0.45), mat, bevel=0.001)
        tail.location = (side * width * 0.08, 0.002, -width * 0.42)
        tail.rotation_euler = (0, math.radians(side * 25), 0)
        parts.append(tail)
    knot = sphere(f"{name}-knot", width * 0.08, mat, scale=(1.0, 1.4, 1.1))
    parts.append(knot)
    return group(name, parts, location, rotation)


def group(name, objects, location=(0, 0, 0), rotation=(0, 0, 0), scale=1.0):
    """Parents objects to an empty, so a built part can be moved and turned as one."""
    empty = bpy.data.objects.new(name, None)
    bpy.context.collection.objects.link(empty)
    for obj in objects:
        obj.parent = empty
    place(empty, location, rotation, scale)
    return empty


def ribbon_around(name, size, mat, location=(0, 0, 0), band=0.02):
    """Two satin bands crossing over a box of `size` resting at `location`."""
    x, y, z = size
    pad = 0.0015
    parts = [
        box(f"{name}-a", (x + pad * 2, band, z + pad * 2), mat, location=(0, 0, -pad), bevel=0.001),
        # A hair higher than the first band: where they cross, equal faces would flicker dark.
        box(f"{name}-b", (band, y + pad * 3, z + pad * 3), mat, location=(0, 0, -pad * 1.5), bevel=0.001),
    ]
    return group(name, parts, location)


# ---------------------------------------------------------------------------------------------
# Reusable gift parts


def chocolate_mat():
    return crinkled(material("chocolate", "#4a2716", rough=0.3, specular=0.6), scale=30, strength=0.08)


def foil_mat(colour="#d9a43c", name="foil"):
    return crinkled(material(name, colour, rough=0.22, metal=1.0), scale=60, strength=0.35)


def truffle(location, mat, radius=0.011):
    return sphere("truffle", radius, mat, location=(location[0], location[1], location[2] + radius * 0.85), scale=(1, 1, 0.85))


def balloon(name, location, colour, radius=0.1, string_to=None, shiny=True):
    mat = material(f"{name}-rubber", colour, rough=0.18 if shiny else 0.4, clearcoat=0.8 if shiny else 0.2, specular=0.5)
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=48, v_segments=32, radius=radius)
    for v in bm.verts:
        z = v.co.z / radius
        taper = 1.0 - 0.28 * max(0.0, -z) ** 1.6
        v.co.x *= taper
        v.co.y *= taper
        v.co.z *= 1.18 if z > 0 else 1.28
    body = mesh_object(name, bm, mat, smooth=True)
    body.location = location
    knot = cylinder(f"{name}-knot", radius * 0.1, radius * 0.14, mat, location=(location[0], location[1], location[2] - radius * 1.38))
    parts = [body, knot]
    if string_to:
        top = Vector((location[0], location[1], location[2] - radius * 1.36))
        end = Vector(string_to)
        middle = top.lerp(end, 0.5) + Vector((0.01, 0.0, 0))
        parts.append(tube(f"{name}-string", [top, middle, end], 0.0011, material("string", "#f2efe9", rough=0.6)))
    return parts


def petal_mesh(name, width, height, cup, curl, mat):
    """One rose petal: a cupped, outward-curling sheet (a grid bent by formulas)."""
    bm = bmesh.new()
    columns, rows = 8, 8
    grid = []
    for j in range(rows + 1):
        v = j / rows
        row = []
        for i in range(columns + 1):
            u = i / columns * 2 - 1
            half = width * (math.sin(math.pi * min(1.0, v * 0.9 + 0.1)) ** 0.6) * (0.35 + 0.65 * v ** 0.5)
            x = u * half
            y = cup * (1 - u * u) * (1 - v * 0.4) - curl * v ** 3
            z = v * height
            row.append(bm.verts.new((x, y, z)))
        grid.append(row)
    for j in range(rows):
        for i in range(columns):
            bm.faces.new((grid[j][i], grid[j][i + 1], grid[j + 1][i + 1], grid[j + 1][i]))
    obj = mesh_object(name, bm, mat, smooth=True)
    solidify = obj.modifiers.new("thickness", "SOLIDIFY")
    solidify.thickness = 0.0006
    return obj


def rose(name, location, size=1.0, colour="#b3122e", stem=0.0, rotation=(0, 0, 0)):
    """A rose head of spiralled petals, tight at the centre and opening outwards; optional stem."""
    mat = material(f"{name}-petal", colour, rough=0.55, sheen=0.4)
    parts = []
    golden = math.radians(137.5)
    count = 26
    for k in range(count):
        t = k / (count - 1)
        width = (0.006 + 0.014 * t) * size
        height = (0.016 + 0.014 * t) * size
        petal = petal_mesh(f"{name}-p{k}", width, height, cup=0.004 * size * (0.5 + t), curl=0.006 * size * t ** 2, mat=mat)
        radius = (0.001 + 0.011 * t ** 1.2) * size
        angle = k * golden
        tilt = 8 + 62 * t ** 1.3
        petal.rotation_euler = Euler((math.radians(-tilt), 0, 0), "XYZ")
        petal.rotation_euler.rotate(Euler((0, 0, angle + math.pi / 2)))
        petal.location = (radius * math.cos(angle), radius * math.sin(angle), (0.004 - 0.006 * t) * size)
        parts.append(petal)
    green = material(f"{name}-leaf", "#3f6b2a", rough=0.5, sheen=0.2)
    parts.append(sphere(f"{name}-base", 0.008 * size, green, location=(0, 0, -0.004 * size), scale=(1, 1, 0.9)))
    if stem:
        parts.append(tube(f"{name}-stem", [(0, 0, -0.004 * size), (0.002, 0, -stem * 0.5), (0, 0.001, -stem)], 0.0022 * size, green))
        for side, h in ((1, 0.45), (-1, 0.7)):
            leaf = sphere(f"{name}-leaf", 0.012 * size, green, scale=(0.45, 0.12, 1.0))
            leaf.location = (side * 0.008 * size, 0, -stem * h)
            leaf.rotation_euler = (0, math.radians(side * 50), 0)
            parts.append(leaf)
    return group(name, parts, location, rotation)


def daisy(name, location, colour="#ffffff", centre="#e3a400", size=1.0, rotation=(0, 0, 0)):
    petal_mat = material(f"{name}-petal", colour, rough=0.6, sheen=0.3)
    centre_mat = crinkled(material(f"{name}-centre", centre, rough=0.8), scale=300, strength=0.6)
    parts = [sphere(f"{name}-centre", 0.006 * size, centre_mat, scale=(1, 1, 0.55))]
    for k in range(14):
        a = TAU * k / 14
        petal = sphere(f"{name}-p{k}", 0.008 * size, petal_mat, scale=(1.0, 0.3, 0.08))
        petal.location = (math.cos(a) * 0.011 * size, math.sin(a) * 0.011 * size, -0.001 * size)
        petal.rotation_euler = (0, math.radians(-12), a)
        parts.append(petal)
    return group(name, parts, location, rotation)


def open_box(name, size, outer, inner, wall=0.006, location=(0, 0, 0), rotation=(0, 0, 0)):
    """A box without its lid: a base and four walls, lined inside."""
    x, y, z = size
    parts = [box(f"{name}-bottom", (x, y, wall), outer, bevel=0.002)]
    parts.append(box(f"{name}-front", (x, wall, z), outer, location=(0, -y / 2 + wall / 2, 0), bevel=0.002))
    parts.append(box(f"{name}-back", (x, wall, z), outer, location=(0, y / 2 - wall / 2, 0), bevel=0.002))
    parts.append(box(f"{name}-left", (wall, y, z), outer, location=(-x / 2 + wall / 2, 0, 0), bevel=0.002))
    parts.append(box(f"{name}-right", (wall, y, z), outer, location=(x / 2 - wall / 2, 0, 0), bevel=0.002))
    parts.append(box(f"{name}-lining", (x - wall * 2.2, y - wall * 2.2, wall * 0.6), inner, location=(0, 0, wall), bevel=0.001))
    return group(name, parts, location, rotation)


def mug(name, location, colour="#ffffff", label=None, label_mat=None, rotation=(0, 0, 0), height=0.095, radius=0.042):
    ceramic = material(f"{name}-ceramic", colour, rough=0.12, clearcoat=0.5)
    r, h, t = radius, height, 0.004
    body = lathe(f"{name}-body", rounded([(0, 0), (r, 0), (r, h), (r - t, h), (r - t, t * 2), (0, t * 2)], corner=0.003), ceramic)
    coffee = cylinder(f"{name}-coffee", r - t - 0.0005, h - 0.012, material("coffee", "#3b2216", rough=0.05), corner=0.0005)
    handle = torus(f"{name}-handle", 0.026, 0.0055, ceramic, location=(r - 0.003, 0, h * 0.5), arc=math.pi * 1.2)
    handle.rotation_euler = Euler((math.radians(90), math.radians(-108), 0), "XYZ")
    parts = [body, coffee, handle]
    if label:
        words = text(f"{name}-label", label, 0.016, label_mat, location=(0, -r - 0.0004, h * 0.5), rotation=(90, 0, 0), font=SERIF_ITALIC)
        parts.append(words)
    return group(name, parts, location, rotation)


def slab(name, width, depth, height, corner, mat=None, location=(0, 0, 0), rotation=(0, 0, 0), edge=0.0015):
    """A flat block with corners rounded as seen from above (a phone and its screen), its edges softened."""
    bm = bmesh.new()
    outline = []
    for cx, cy, start in ((1, 1, 0), (-1, 1, 90), (-1, -1, 180), (1, -1, 270)):
        for step in range(9):
            a = math.radians(start + 90 * step / 8)
            outline.append((cx * (width / 2 - corner) + corner * math.cos(a), cy * (depth / 2 - corner) + corner * math.sin(a)))
    bottom = [bm.verts.new((x, y, 0)) for x, y in outline]
    top = [bm.verts.new((x, y, height)) for x, y in outline]
    bm.faces.new(list(reversed(bottom)))
    bm.faces.new(top)
    for i in range(len(outline)):
        j = (i + 1) % len(outline)
        bm.faces.new((bottom[i], bottom[j], top[j], top[i]))
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    obj = mesh_object(name, bm, mat, smooth=True)
    if edge:
        modifier = obj.modifiers.new("bevel", "BEVEL")
        modifier.width = edge
        modifier.segments = 3
        modifier.limit_method = "ANGLE"
    return place(obj, location, rotation)


# ---------------------------------------------------------------------------------------------
# Everyday things a shopper knows the size of, set beside a gift for its size (named `scale-`)


def tea_cup(location, turn=0):
    """A white porcelain tea cup of milk tea, 7.5 cm across, on its saucer, 15 cm across."""
    porcelain = material("scale-porcelain", "#fbf8f2", rough=0.06, clearcoat=0.6, specular=0.6)
    gold = material("scale-gold", "#d4a545", metal=1.0, rough=0.25)
    saucer = lathe("scale-saucer", [(0, 0.003), (0.03, 0.003), (0.032, 0.0), (0.036, 0.0), (0.04, 0.004), (0.07, 0.013), (0.075, 0.0165),
                                    (0.0735, 0.0175), (0.068, 0.0155), (0.037, 0.0085), (0, 0.0085)], porcelain, segments=96)
    z = 0.0085
    outside = [(0, z), (0.02, z), (0.022, z + 0.005), (0.03, z + 0.018), (0.035, z + 0.035), (0.0375, z + 0.055)]
    inside = [(0.0362, z + 0.0555), (0.0335, z + 0.035), (0.0285, z + 0.018), (0.02, z + 0.008), (0, z + 0.007)]
    cup = lathe("scale-cup", rounded(outside + inside, corner=0.002), porcelain, segments=96)
    tea = cylinder("scale-tea", 0.0333, 0.001, material("scale-tea", "#a0632f", rough=0.04, specular=0.5), location=(0, 0, z + 0.0435), corner=0.0003, segments=96)
    rim = torus("scale-rim", 0.0369, 0.0009, gold, location=(0, 0, z + 0.0553))
    handle = torus("scale-handle", 0.013, 0.0032, porcelain, location=(0.037, 0, z + 0.033), arc=math.pi * 1.25)
    handle.rotation_euler = Euler((math.radians(90), math.radians(-112), 0), "XYZ")
    return group("scale-tea-cup", [saucer, cup, tea, rim, handle], location, (0, 0, turn))


def phone(location, turn=0):
    """A mobile phone lying face up, 7 × 15 cm, its lock screen on."""
    body = slab("scale-phone", 0.0715, 0.1475, 0.0078, 0.009, material("scale-phone-frame", "#3b3d42", metal=0.8, rough=0.3))
    screen_mat = material("scale-phone-screen", "#05070c", rough=0.04, specular=0.6, emission="#1d2a3f", strength=0.6)
    screen = slab("scale-phone-screen", 0.0685, 0.1445, 0.0004, 0.0078, screen_mat, location=(0, 0, 0.0078), edge=0.0002)
    white = material("scale-phone-text", "#ffffff", emission="#ffffff", strength=1.5)
    clock = text("scale-phone-clock", "10:42", 0.014, white, location=(0, 0.04, 0.0083), rotation=(0, 0, 0))
    lens = cylinder("scale-phone-camera", 0.0018, 0.0002, material("scale-phone-lens", "#000000", rough=0.1), location=(0, 0.066, 0.0082), segments=24)
    return group("scale-phone-group", [body, screen, clock, lens], location, (0, 0, turn))


def ballpoint(location, turn=0):
    """A plain ballpoint pen lying on the table, 14.5 cm, white six-sided barrel and blue cap."""
    white = material("scale-pen-barrel", "#f3f1ec", rough=0.3, clearcoat=0.3)
    blue = material("scale-pen-cap", "#1f4fa8", rough=0.3, clearcoat=0.3)
    brass = material("scale-pen-tip", "#c9a24a", metal=1.0, rough=0.25)
    parts = [
        lathe("scale-pen-barrel", [(0, 0.0), (0.0042, 0.0), (0.0042, 0.11), (0, 0.11)], white, segments=6),
        lathe("scale-pen-end", rounded([(0, -0.006), (0.0032, -0.006), (0.0032, 0.0005), (0, 0.0005)], corner=0.001), blue, segments=24),
        lathe("scale-pen-cone", [(0, 0.11), (0.0042, 0.11), (0.0016, 0.128), (0, 0.128)], white, segments=24),
        lathe("scale-pen-point", [(0, 0.127), (0.0011, 0.127), (0.0004, 0.133), (0, 0.133)], brass, segments=16),
        lathe("scale-pen-cap-body", rounded([(0, 0.087), (0.0049, 0.087), (0.0049, 0.139), (0.002, 0.141), (0, 0.141)], corner=0.0015), blue, segments=24),
        box("scale-pen-clip", (0.0022, 0.0025, 0.038), blue, location=(0, -0.0055, 0.1), bevel=0.0006),
    ]
    # Lying on a flat of its barrel, the clip to one side.
    return group("scale-pen", parts, (location[0], location[1], location[2] + 0.0037), (-90, 0, turn))


def gift_bounds():
    points = gift_points(scale_objects=False)
    low = Vector([min(p[i] for p in points) for i in range(3)])
    high = Vector([max(p[i] for p in points) for i in range(3)])
    return low, high


def resize(factor):
    """Scales the whole gift about the origin on the floor (the cushion's true 16 inches, the
    rose's small dome), before anything is set beside it."""
    for obj in bpy.context.scene.objects:
        if obj.parent is None and obj.type != "LIGHT" and not obj.name.startswith("backdrop"):
            obj.location *= factor
            obj.scale *= factor
    bpy.context.view_layer.update()


def size_beside(slug):
    """Sets beside the gift, already built, what shows its size, and returns the camera."""
    low, high = gift_bounds()
    right, front = high.x, low.y
    if slug == "chocolate-hamper":
        tea_cup((right + 0.09, front + 0.02, 0), turn=-30)
        return dict(azimuth=-18, elevation=20, fill=0.8, fstop=8)
    if slug == "couple-clock":
        tea_cup((right + 0.1, low.y - 0.02, 0), turn=-40)
        phone((low.x - 0.03, low.y - 0.06, 0), turn=84)
        return dict(azimuth=-10, elevation=24, fill=0.82, fstop=9)
    if slug == "juice-bottle":
        phone((right + 0.06, front + 0.05, 0), turn=-12)
        return dict(azimuth=-20, elevation=24, fill=0.78, fstop=9)
    if slug == "message-bottle":
        ballpoint((0.0, front - 0.035, 0), turn=-86)
        tea_cup((right + 0.1, low.y + 0.05, 0), turn=-20)
        return dict(azimuth=-16, elevation=24, fill=0.82, fstop=10)
    if slug == "pen-set":
        phone((right + 0.06, front + 0.04, 0), turn=-8)
        return dict(azimuth=-14, elevation=40, fill=0.82, fstop=10)
    if slug == "photo-cushion":
        resize(0.406 / (high.x - low.x))
        low, high = gift_bounds()
        tea_cup((high.x + 0.1, low.y - 0.02, 0), turn=-30)
        return dict(azimuth=-16, elevation=18, fill=0.8, fstop=9)
    if slug == "photo-frame":
        tea_cup((right + 0.1, front - 0.02, 0), turn=-30)
        return dict(azimuth=-16, elevation=16, fill=0.8, fstop=9)
    if slug == "rose-dome":
        resize(0.18 / high.z)
        low, high = gift_bounds()
        tea_cup((high.x + 0.09, low.y, 0), turn=-35)
        return dict(azimuth=-16, elevation=14, fill=0.8, fstop=9)
    if slug == "surprise-box":
        tea_cup((right + 0.1, front - 0.03, 0), turn=-30)
        return dict(azimuth=-18, elevation=20, fill=0.8, fstop=9)
    raise ValueError(f"no size view for {slug}")


def wrapped_parcel(size, turn, band):
    """A box as the shop wraps it: crimson paper tied with a gold satin ribbon and bow, turned
    `turn` degrees on the table."""
    paper = crinkled(material("wrap-paper", "#9e1b32", rough=0.5, sheen=0.2, clearcoat=0.1), scale=25, strength=0.12)
    ribbon = satin("wrap-ribbon", "#d6a536")
    box("parcel", size, paper, rotation=(0, 0, turn), bevel=0.004)
    ribbon_around("parcel-ribbon", size, ribbon, band=band)
    bpy.data.objects["parcel-ribbon"].rotation_euler = (0, 0, math.radians(turn))
    bow("parcel-bow", ribbon, (0, 0, size[2] + 0.03), width=0.11, rotation=(0, 0, turn))


def as_delivered():
    """A gift as it reaches the door: a box in crimson paper, tied with a gold satin ribbon and bow,
    a message card tucked under the ribbon."""
    size = (0.27, 0.21, 0.07)
    turn = 18
    wrapped_parcel(size, turn, band=0.024)
    card_paper = material("card", "#fbf6ec", rough=0.8)
    ink = material("card-ink", "#7a1a2c", rough=0.6)
    card = box("card", (0.1, 0.065, 0.0008), card_paper, bevel=0.0003)
    words = text("card-words", "For Nila,\nwith love\n— Rahim", 0.0115, ink, location=(0, 0, 0.0009), rotation=(0, 0, 0), font=SERIF_ITALIC)
    words.parent = card
    # Flat on the paper in the front right quarter, its left edge under the ribbon's band.
    group("card-group", [card], location=(0.05, -0.05, size[2] + 0.0005), rotation=(0, 0, turn - 6))
    tea_cup((0.25, -0.1, 0), turn=-30)
    return dict(azimuth=-10, elevation=42, fill=0.82, fstop=8)


# ---------------------------------------------------------------------------------------------
# The gifts


def chocolate_hamper(view):
    basket_mat = wicker("wicker")
    outline = [(0, 0), (0.12, 0), (0.135, 0.1), (0.129, 0.1), (0.114, 0.008), (0, 0.008)]
    basket = lathe("basket", rounded(outline, corner=0.006), basket_mat, segments=72)
    basket.scale = (1.35, 1.0, 1.0)
    rim = torus("rim", 0.134, 0.007, wicker("rim"), location=(0, 0, 0.1))
    rim.scale = (1.35, 1.0, 1.0)
    handle = torus("handle", 0.15, 0.007, wicker("handle"), location=(0, 0, 0.095), rotation=(90, 0, 0), arc=math.pi)
    handle.scale = (1.2, 1.1, 1.0)
    # The filling: paper shred, then chocolates, bars, cookies and a card.
    shred = lathe("shred", [(0, 0.07), (0.118, 0.07), (0.122, 0.09), (0, 0.1)], crinkled(material("shred", "#d9a86a", rough=0.9), scale=120, strength=1.5))
    shred.scale = (1.35, 1.0, 1.0)
    choc = chocolate_mat()
    foils = [foil_mat("#d9a43c", "gold"), foil_mat("#b8202f", "red-foil"), foil_mat("#c9ccd1", "silver")]
    random.seed(3)
    for k in range(40):
        a = random.uniform(0, TAU)
        r = math.sqrt(random.uniform(0.02, 1.0)) * 0.095
        x, y = math.cos(a) * r * 1.3, math.sin(a) * r
        z = 0.1 - 0.01 * r / 0.095 - 0.004
        truffle((x, y, z), random.choice(foils + [choc]), radius=random.uniform(0.011, 0.014))
    for k, (x, angle, colour) in enumerate(((-0.07, -12, "#6b1f2a"), (-0.02, 6, "#1f3b63"), (0.045, -4, "#b45309"))):
        bar = box(f"bar{k}", (0.05, 0.012, 0.13), material(f"bar{k}", colour, rough=0.4), location=(x, 0.05, 0.075), rotation=(-14, angle, 0), bevel=0.002)
        box(f"bar{k}-foil", (0.051, 0.0125, 0.02), foils[0], location=(0, 0, 0.108), bevel=0.001).parent = bar
    cookie_mat = crinkled(material("cookie", "#c98b4a", rough=0.8), scale=40, strength=0.6)
    for k in range(4):
        cylinder(f"cookie{k}", 0.026, 0.007, cookie_mat, location=(0.1, -0.03, 0.085 + k * 0.007), rotation=(random.uniform(-6, 6), 40, 0), corner=0.003)
    card_mat = material("card", "#fffaf0", rough=0.7)
    card = box("card", (0.08, 0.002, 0.1), card_mat, location=(-0.11, 0.0, 0.07), rotation=(-8, 0, 24), bevel=0.0005)
    words = text("card-text", "Happy\nBirthday", 0.016, material("ink", "#be123c", rough=0.5), location=(0, -0.0012, 0.05), rotation=(90, 0, 0), font=SERIF_ITALIC)
    words.parent = card
    ribbon = satin("ribbon", "#c8102e")
    bow("bow", ribbon, (0, 0, 0.255), width=0.1, rotation=(0, 0, 0))
    if view == "front":
        shoot_args = dict(azimuth=-28, elevation=24)
    else:
        shoot_args = dict(azimuth=20, elevation=55, fill=0.86)
    return shoot_args


def couple_clock(view):
    wood_mat = wood("mango", light="#b97a45", dark="#7c4a25", grain=(1, 0.08, 1))
    body = cylinder("clock", 0.15, 0.028, wood_mat, corner=0.008, segments=96)
    dial = cylinder("dial", 0.122, 0.0015, material("dial", "#f6ead6", rough=0.55), location=(0, 0, 0.028), corner=0.0005, segments=96)
    ink = material("ink", "#3f2a2e", rough=0.4)
    red = material("heart", "#c8102e", rough=0.35, clearcoat=0.3)
    parts = [body, dial]
    for hour in range(12):
        a = TAU * hour / 12
        length = 0.016 if hour % 3 == 0 else 0.009
        mark = box(f"mark{hour}", (0.003, length, 0.0008), ink, bevel=0)
        mark.location = (math.sin(a) * 0.108, math.cos(a) * 0.108, 0.0295)
        mark.rotation_euler = (0, 0, -a)
        parts.append(mark)
    hands_mat = material("hands", "#3f2a2e", rough=0.3, metal=0.6)
    for name, length, width, angle, z in (("hour", 0.06, 0.005, 305, 0.031), ("minute", 0.09, 0.0035, 60, 0.0322)):
        hand = box(name, (width, length, 0.0008), hands_mat, bevel=0.0003)
        a = math.radians(angle)
        hand.location = (math.sin(a) * length / 2, math.cos(a) * length / 2, z)
        hand.rotation_euler = (0, 0, -a)
        parts.append(hand)
    parts.append(cylinder("pin", 0.004, 0.005, hands_mat, location=(0, 0, 0.03)))
    for side in (-1, 1):
        parts.append(heart(f"heart{side}", 0.036, 0.003, red, location=(side * 0.016, 0.036 + (0.004 if side > 0 else 0), 0.0326), rotation=(0, 0, side * -12)))
    parts.append(text("initials", "A & R", 0.03, ink, location=(0, -0.04, 0.0298), rotation=(0, 0, 0), font=SERIF_ITALIC))
    parts.append(text("date", "14 . 02 . 2016", 0.012, ink, location=(0, -0.07, 0.0298), rotation=(0, 0, 0), font=SERIF))
    # Stands on its rim, leaning back a little against a small easel foot.
    group("clock-group", parts, location=(0, 0, 0.148), rotation=(80, 0, 0))
    easel = box("easel", (0.018, 0.012, 0.2), wood("easel", light="#a8723f", dark="#6f4323"), location=(0, 0.09, 0), rotation=(22, 0, 0))
    easel["ignore_frame"] = True
    if view == "front":
        return dict(azimuth=-24, elevation=8)
    return dict(azimuth=-8, elevation=16, fill=0.88, frame_on="dial")


def juice_bottle(view):
    bottle_profile = rounded([(0, 0), (0.036, 0), (0.036, 0.19), (0.03, 0.205), (0.03, 0.215),
                              (0.027, 0.215), (0.027, 0.205), (0.033, 0.19), (0.033, 0.003), (0, 0.003)], corner=0.004)
    glass_mat = glass("glass")
    lid_mat = wood("bamboo", light="#d9b27c", dark="#b88b52", grain=(1, 1, 0.05), scale=60)
    sleeve_mat = material("silicone", "#e37b6b", rough=0.55, specular=0.3)
    parts = []
    bottle = lathe("bottle", bottle_profile, glass_mat)
    water = lathe("water", [(0, 0.0035), (0.0325, 0.0035), (0.0325, 0.16), (0, 0.16)], infused_water())
    parts += [bottle, water]
    random.seed(5)
    orange_mat = material("orange", "#e5680c", rough=0.2, specular=0.5)
    peel = material("peel", "#f07a10", rough=0.5)
    pith = material("pith", "#fbe6c8", rough=0.6)
    for k, (z, tilt) in enumerate(((0.05, 70), (0.095, 62), (0.135, 78))):
        slice_ = cylinder(f"slice{k}", 0.025, 0.004, orange_mat, location=(0.002 * k, 0, z), rotation=(tilt, 0, k * 50), corner=0.001)
        for radius, minor, mat in ((0.025, 0.002, peel), (0.0228, 0.0012, pith)):
            ring = torus(f"peel{k}-{radius}", radius, minor, mat)
            ring.parent = slice_
            ring.location = (0, 0, 0.002)
    sleeve = lathe("sleeve", rounded([(0.0358, 0.05), (0.0385, 0.05), (0.0385, 0.12), (0.0358, 0.12)], corner=0.002), sleeve_mat, closed=True)
    text("sleeve-mark", "UPOHAR", 0.008, material("mark", "#fff3e8", rough=0.6), location=(0, -0.0388, 0.085), rotation=(90, 0, 0), font=SERIF)
    if view == "front":
        lathe("lid", rounded([(0, 0.205), (0.032, 0.205), (0.032, 0.24), (0, 0.24)], corner=0.003), lid_mat)
        torus("lid-loop", 0.012, 0.003, material("strap", "#e37b6b", rough=0.55), location=(0, 0, 0.244), rotation=(90, 0, 0), arc=math.pi)
        return dict(azimuth=-25, elevation=9)
    lathe("lid", rounded([(0, 0), (0.032, 0), (0.032, 0.035), (0, 0.035)], corner=0.003), lid_mat, location=(0.08, -0.03, 0.032), rotation=(90, 0, 30))
    for k, (x, y) in enumerate(((-0.07, -0.04), (-0.1, 0.0))):
        slice_ = cylinder(f"loose-slice{k}", 0.025, 0.004, orange_mat, location=(x, y, 0), corner=0.001)
        for radius, minor, mat in ((0.025, 0.002, peel), (0.0228, 0.0012, pith)):
            ring = torus(f"loose-peel{k}-{radius}", radius, minor, mat)
            ring.parent = slice_
            ring.location = (0, 0, 0.002)
    return dict(azimuth=15, elevation=40, fill=0.78)


def message_bottle(view):
    glass_mat = glass("bottle", tint="#eef6ee")
    profile = rounded([(0, 0), (0.034, 0), (0.036, 0.12), (0.03, 0.15), (0.013, 0.17), (0.012, 0.205),
                       (0.0095, 0.205), (0.0095, 0.17), (0.027, 0.15), (0.0325, 0.12), (0.0305, 0.003), (0, 0.003)], corner=0.006)
    cork_mat = crinkled(material("cork", "#b88a5a", rough=0.9), scale=250, strength=0.8)
    paper = crinkled(material("parchment", "#ecd9b0", rough=0.85), scale=40, strength=0.15)
    twine = material("twine", "#9c7148", rough=0.9)
    parts = [lathe("bottle", profile, glass_mat)]
    parts.append(cylinder("cork", 0.0098, 0.026, cork_mat, location=(0, 0, 0.195), corner=0.002))
    scroll = lathe("scroll", [(0.0, 0.03), (0.016, 0.03), (0.016, 0.15), (0.0, 0.15)], paper)
    parts.append(scroll)
    parts.append(torus("twine", 0.0168, 0.0012, twine, location=(0, 0, 0.09)))
    parts.append(torus("twine2", 0.0168, 0.0012, twine, location=(0, 0, 0.094)))
    # Lies on a wooden cradle: two curved saddles on a plank.
    stand_mat = wood("stand", light="#9b6a3d", dark="#5e3a1f", grain=(0.08, 1, 1))
    stand = box("stand", (0.2, 0.07, 0.012), stand_mat, bevel=0.003)
    for x in (-0.055, 0.06):
        box(f"saddle{x}", (0.014, 0.06, 0.03), stand_mat, location=(x, 0, 0.01), bevel=0.002)
    group("bottle-group", parts, location=(-0.105, 0, 0.073), rotation=(0, 90, 0))
    # Dried flowers laid beside it.
    dried = material("dried-stem", "#8a7a4a", rough=0.8)
    heads = [material("dried-a", "#c9a7c7", rough=0.8), material("dried-b", "#efe3c8", rough=0.8)]
    random.seed(11)
    for k in range(5):
        start = Vector((0.02 + k * 0.008, -0.07 - k * 0.004, 0.003))
        end = start + Vector((-0.09, -0.02 + k * 0.008, 0.0))
        tube(f"dried-stem{k}", [start, (start + end) / 2 + Vector((0, 0.004, 0.002)), end], 0.0008, dried)
        for j in range(6):
            p = end.lerp(start, j / 14) + Vector((random.uniform(-0.004, 0.004), random.uniform(-0.004, 0.004), 0.003))
            sphere(f"bud{k}{j}", 0.003, heads[k % 2], location=p)
    if view == "front":
        return dict(azimuth=-22, elevation=16)
    return dict(azimuth=0, elevation=12, fill=0.88, frame_on=("bottle", "cork"))


def pen_set(view):
    outer = material("box", "#2b1d3a", rough=0.45, clearcoat=0.3)
    velvet_mat = velvet("velvet", "#7a1230")
    w, d, h = 0.2, 0.09, 0.03
    open_box("box", (w, d, h), outer, velvet_mat)
    # The lid stands open behind, lined with satin.
    lid = box("lid", (w, 0.006, d), outer, location=(0, d / 2 + 0.004, h - 0.004), rotation=(-10, 0, 0), bevel=0.002)
    lining = box("lid-lining", (w - 0.012, 0.002, d - 0.012), satin("lid-satin", "#f4e7d7"), location=(0, -0.003, 0.006), bevel=0.0005)
    lining.parent = lid
    mark = text("lid-mark", "UPOHAR", 0.011, material("gold-print", "#d4a545", metal=1.0, rough=0.3), location=(0, -0.0045, 0.05), rotation=(90, 0, 0), font=SERIF)
    mark.parent = lid
    lacquer = [material("lacquer-navy", "#14233f", rough=0.18, clearcoat=1.0), material("lacquer-red", "#6d1424", rough=0.18, clearcoat=1.0)]
    gold = material("gold", "#d8ab52", metal=1.0, rough=0.22)
    for k, (y, finish) in enumerate(((-0.018, lacquer[0]), (0.016, lacquer[1]))):
        parts = []
        parts.append(lathe(f"barrel{k}", rounded([(0, 0), (0.0052, 0.006), (0.0055, 0.075), (0.0055, 0.14), (0, 0.142)], corner=0.004), finish))
        parts.append(lathe(f"tip{k}", rounded([(0.0, -0.02), (0.0015, -0.018), (0.0048, 0.0), (0.0, 0.0)], corner=0.001), gold))
        parts.append(cylinder(f"band{k}", 0.0058, 0.005, gold, location=(0, 0, 0.075), corner=0.0005))
        clip = box(f"clip{k}", (0.0025, 0.002, 0.05), gold, location=(0, -0.0062, 0.085), bevel=0.0007)
        parts.append(clip)
        if k == 0:
            # On the barrel's top (the pen lies turned so its local -x is up), reading left to right
            # from the front, pressed onto the curve.
            engraving = text("engraving", "Ayesha Rahman", 0.0058, material("engraved", "#e6c27a", metal=1.0, rough=0.45), font=SERIF_ITALIC)
            engraving.matrix_basis = Matrix(((0, 0, -1, -0.0057), (0, -1, 0, 0), (-1, 0, 0, 0.045), (0, 0, 0, 1)))
            wrap = engraving.modifiers.new("onto-barrel", "SHRINKWRAP")
            wrap.target = parts[0]
            wrap.offset = 0.00008
            parts.append(engraving)
        group(f"pen{k}", parts, location=(0.061 if k == 0 else -0.061, y, h - 0.002), rotation=(0, 90, 180 if k == 0 else 0))
    if view == "front":
        return dict(azimuth=-18, elevation=38)
    return dict(azimuth=-8, elevation=45, fill=0.45, lens=100, frame_on="engraving")


def photo_cushion(view):
    print_image = bpy.data.images.load(os.path.join(PHOTOS, "fresh-flower.jpg"))
    fabric = crinkled(printed("cushion-front", print_image, rough=0.85, sheen=0.6), scale=400, strength=0.08)
    back = crinkled(material("cushion-back", "#f4e4d4", rough=0.9, sheen=0.6), scale=400, strength=0.08)
    size, puff = 0.2, 0.085
    bm = bmesh.new()
    uv_layer = bm.loops.layers.uv.new()
    n = 32
    grids = {}
    for side in (1, -1):
        grid = []
        for j in range(n + 1):
            row = []
            for i in range(n + 1):
                u, v = i / n * 2 - 1, j / n * 2 - 1
                bulge = puff * (1 - u ** 4) ** 0.7 * (1 - v ** 4) ** 0.7
                # Edges pull in slightly between corners, as a filled cushion does.
                squeeze = 1 - 0.06 * (1 - u * u) * v * v - 0.06 * (1 - v * v) * u * u
                row.append(bm.verts.new((u * size / 2 * squeeze, side * bulge / 2, v * size / 2 * squeeze)))
            grid.append(row)
        grids[side] = grid
    for side, grid in grids.items():
        for j in range(n):
            for i in range(n):
                quad = [grid[j][i], grid[j][i + 1], grid[j + 1][i + 1], grid[j + 1][i]]
                if side < 0:
                    quad.reverse()
                face = bm.faces.new(quad)
                for loop in face.loops:
                    co = loop.vert.co
                    loop[uv_layer].uv = (co.x / size + 0.5, co.z / size + 0.5)
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=1e-5)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    cushion = mesh_object("cushion", bm, smooth=True)
    cushion.data.materials.append(back)
    cushion.data.materials.append(fabric)
    for polygon in cushion.data.polygons:
        centre = polygon.center
        polygon.material_index = 1 if centre.y < 0 else 0
    # Front faces -Y (toward the camera); the cushion leans back a little on its lower edge.
    cushion.location = (0, 0, size / 2 * 0.97 - 0.004)
    cushion.rotation_euler = (math.radians(-8), 0, 0)
    if view == "front":
        return dict(azimuth=-20, elevation=9)
    return dict(azimuth=48, elevation=20, fill=0.75, fstop=4)


def photo_frame(view):
    picture = bpy.data.images.load(os.path.join(PHOTOS, "evening-glow.jpg"))
    frame_mat = wood("frame-wood", light="#b5763f", dark="#7a4522", grain=(0.08, 1, 1))
    frame_mat_v = wood("frame-wood-v", light="#b5763f", dark="#7a4522", grain=(1, 1, 0.08))
    w, h, rail, depth = 0.2, 0.25, 0.028, 0.018
    bottom = 0.045
    parts = [
        box("rail-bottom", (w, depth, bottom), frame_mat, bevel=0.003),
        box("rail-top", (w, depth, rail), frame_mat, location=(0, 0, h - rail), bevel=0.003),
        box("rail-left", (rail, depth, h - rail - bottom), frame_mat_v, location=(-w / 2 + rail / 2, 0, bottom), bevel=0.003),
        box("rail-right", (rail, depth, h - rail - bottom), frame_mat_v, location=(w / 2 - rail / 2, 0, bottom), bevel=0.003),
    ]
    mat_board = material("mat-board", "#fbf6ee", rough=0.9)
    opening_w, opening_h = w - rail * 2, h - rail - bottom
    parts.append(box("mat", (opening_w, 0.003, opening_h), mat_board, location=(0, 0.002, bottom), bevel=0))
    photo = box("photo", (opening_w - 0.02, 0.001, opening_h - 0.02), printed("photo", picture, rough=0.7), location=(0, -0.0, bottom + 0.01), bevel=0)
    # Project the picture onto the photo's front face.
    for loop, uv in zip(photo.data.loops, photo.data.uv_layers.new().data):
        co = photo.data.vertices[loop.vertex_index].co
        uv.uv = (co.x / (opening_w - 0.02) + 0.5, co.z / (opening_h - 0.02))
    parts.append(photo)
    engraved = material("engraved", "#4a2412", rough=0.85)
    parts.append(text("name", "Rahim & Nila", 0.016, engraved, location=(0, -depth / 2 - 0.0002, bottom / 2), rotation=(90, 0, 0), font=SERIF_ITALIC))
    group("frame", parts, location=(0, 0, 0), rotation=(-10, 0, 0))
    strut = box("strut", (0.03, 0.004, 0.16), frame_mat_v, location=(0, 0.1, 0), rotation=(23, 0, 0))
    strut["ignore_frame"] = True
    if view == "front":
        return dict(azimuth=-22, elevation=9)
    return dict(azimuth=-12, elevation=14, fill=0.8, lens=100, frame_on=("rail-bottom", "name"))


def rose_dome(view):
    base_mat = wood("dome-base", light="#8a5a35", dark="#5a361c", grain=(0.08, 1, 1), scale=10)
    lathe("base", rounded([(0, 0), (0.075, 0), (0.078, 0.012), (0.072, 0.03), (0, 0.03)], corner=0.004), base_mat, segments=96)
    radius, height = 0.062, 0.15
    # The dome's glass is a closed loop (outside up and over, inside back down), so it has thickness.
    outer = [(radius * math.cos(a), 0.03 + height + radius * math.sin(a)) for a in (math.pi / 2 * i / 24 for i in range(25))]
    inner = [(r - 0.002, z - 0.002) for r, z in outer]
    loop = [(radius - 0.002, 0.031), (radius - 0.002, 0.03 + height)] + inner[1:] + list(reversed(outer[1:])) + [(radius, 0.03 + height), (radius, 0.031)]
    lathe("dome", loop, glass("dome-glass"), segments=96, closed=True)
    rose("rose", (0, 0, 0.15), size=2.0, stem=0.11)
    # Warm fairy lights on a copper wire, wound loosely around the stem.
    wire = material("copper", "#b87333", metal=1.0, rough=0.3)
    bulb = material("bulb", "#ffe8b0", emission="#ffcc70", strength=8.0)
    points = []
    for i in range(60):
        t = i / 59
        a = t * TAU * 2.6
        r = 0.03 + 0.012 * math.sin(t * 9)
        points.append((r * math.cos(a), r * math.sin(a), 0.04 + t * 0.14))
    tube("wire", points, 0.0005, wire)
    for i in range(4, 60, 6):
        sphere(f"bulb{i}", 0.0022, bulb, location=points[i])
    moss = crinkled(material("moss", "#34481f", rough=0.95), scale=300, strength=1.0)
    lathe("moss", [(0, 0.03), (0.045, 0.03), (0.035, 0.04), (0, 0.045)], moss)
    if view == "front":
        return dict(azimuth=-22, elevation=8)
    return dict(azimuth=-30, elevation=25, fill=0.75, lens=100, frame_on="rose")


def surprise_box(view):
    pink = material("box-pink", "#f4a3b6", rough=0.55, specular=0.3)
    inner = material("box-inner", "#fff3f5", rough=0.8)
    gold_ribbon = satin("gold-ribbon", "#d6a536")
    size = 0.18
    balloon_colours = ["#e0314b", "#f5b921", "#2aa59a", "#f07a2b", "#8e5bd1"]
    if view == "front":
        open_box("box", (size, size, size * 0.8), pink, inner)
        lid = box("lid", (size + 0.008, size + 0.008, 0.03), pink, location=(size * 0.78, -0.02, 0), rotation=(0, 0, 25), bevel=0.003)
        ribbon_around("lid-ribbon", (size + 0.008, size + 0.008, 0.03), gold_ribbon, location=(size * 0.78, -0.02, 0))
        bpy.data.objects["lid-ribbon"].rotation_euler = (0, 0, math.radians(25))
        ribbon_around("box-ribbon", (size, size, size * 0.8), gold_ribbon)
        random.seed(2)
        positions = [(-0.06, 0.03, 0.3), (0.0, 0.0, 0.35), (0.065, -0.01, 0.29), (-0.02, 0.07, 0.25), (0.045, 0.06, 0.235)]
        for k, (x, y, z) in enumerate(positions):
            balloon(f"balloon{k}", (x, y, z), balloon_colours[k], radius=0.05, string_to=(x * 0.3, y * 0.3, size * 0.5))
        # A small cake in front of the box.
        sponge = material("sponge", "#5a2e1a", rough=0.6)
        cream = material("frosting", "#fff4ea", rough=0.35)
        cake = lathe("cake", rounded([(0, 0), (0.045, 0), (0.045, 0.04), (0, 0.04)], corner=0.006), sponge, location=(-0.05, -0.16, 0))
        lathe("frosting", rounded([(0, 0.036), (0.046, 0.036), (0.046, 0.046), (0, 0.048)], corner=0.004), cream, location=(-0.05, -0.16, 0))
        cylinder("candle", 0.003, 0.035, material("candle", "#f6c2cf", rough=0.4), location=(-0.05, -0.16, 0.047))
        sphere("flame", 0.0035, material("flame", "#ffd27a", emission="#ffb347", strength=25.0), location=(-0.05, -0.16, 0.087), scale=(1, 1, 1.8))
        for k in range(10):
            sphere(f"choc{k}", 0.005, chocolate_mat(), location=(-0.05 + 0.036 * math.cos(k * TAU / 10), -0.16 + 0.036 * math.sin(k * TAU / 10), 0.048))
        confetti_colours = [material(f"confetti{k}", c, rough=0.5) for k, c in enumerate(["#e0314b", "#f5b921", "#2aa59a", "#8e5bd1", "#f07a2b"])]
        for k in range(30):
            a = random.uniform(0, TAU)
            r = random.uniform(0.12, 0.26)
            piece = box(f"confetti{k}", (0.008, 0.005, 0.0005), random.choice(confetti_colours), bevel=0)
            piece.location = (math.cos(a) * r, math.sin(a) * r * 0.8 - 0.03, 0.0)
            piece.rotation_euler = (0, 0, random.uniform(0, TAU))
            piece["ignore_frame"] = True
        return dict(azimuth=-22, elevation=14, fill=0.733)
    # Closed, tied with a bow, as it arrives.
    box("box", (size, size, size * 0.8), pink, bevel=0.003)
    box("lid", (size + 0.008, size + 0.008, 0.03), pink, location=(0, 0, size * 0.8 - 0.026), bevel=0.003)
    ribbon_around("ribbon", (size + 0.008, size + 0.008, size * 0.8 + 0.004), gold_ribbon)
    bow("bow", gold_ribbon, (0, 0, size * 0.8 + 0.03), width=0.11)
    tag = box("tag", (0.05, 0.001, 0.032), material("tag", "#fffaf0", rough=0.7), location=(0.05, -size / 2 - 0.006, size * 0.4), rotation=(0, 0, 0), bevel=0.0004)
    text("tag-text", "Happy Birthday!", 0.0065, material("tag-ink", "#be123c", rough=0.5), location=(0.05, -size / 2 - 0.0068, size * 0.4 + 0.016), rotation=(90, 0, 0), font=SERIF_ITALIC)
    return dict(azimuth=-32, elevation=22, fill=0.7)


# ---------------------------------------------------------------------------------------------
# Categories (4:3) and extras


def category_birthday():
    sponge = material("sponge", "#fbe3ea", rough=0.5)
    cream = material("frosting", "#fff7f0", rough=0.3)
    lathe("cake", rounded([(0, 0), (0.09, 0), (0.09, 0.08), (0, 0.08)], corner=0.01), sponge)
    lathe("frosting", rounded([(0, 0.075), (0.092, 0.075), (0.092, 0.088), (0, 0.09)], corner=0.006), cream)
    lathe("plate", rounded([(0, 0), (0.12, 0), (0.125, 0.006), (0, 0.006)], corner=0.002), material("plate", "#ffffff", rough=0.1, clearcoat=0.6))
    for obj in ("cake", "frosting"):
        bpy.data.objects[obj].location.z = 0.006
    berry = material("berry", "#c8102e", rough=0.25, clearcoat=0.6)
    for k in range(8):
        a = TAU * k / 8
        sphere(f"berry{k}", 0.008, berry, location=(math.cos(a) * 0.07, math.sin(a) * 0.07, 0.094))
    candle_colours = ["#f59e0b", "#2aa59a", "#e0314b", "#8e5bd1", "#f4a3b6"]
    for k in range(5):
        a = TAU * k / 5 + 0.3
        x, y = math.cos(a) * 0.035, math.sin(a) * 0.035
        cylinder(f"candle{k}", 0.003, 0.05, material(f"candle{k}", candle_colours[k], rough=0.4), location=(x, y, 0.088))
        sphere(f"flame{k}", 0.004, material("flame", "#ffd27a", emission="#ffb347", strength=25.0), location=(x, y, 0.143), scale=(1, 1, 1.8))
    for k, (x, y, z, c) in enumerate(((-0.16, 0.08, 0.3, "#e0314b"), (0.17, 0.1, 0.28, "#2aa59a"), (0.21, 0.02, 0.2, "#f5b921"))):
        balloon(f"balloon{k}", (x, y, z), c, radius=0.06, string_to=(x * 0.8, y - 0.02, 0.0))
    return dict(azimuth=-15, elevation=11.7, fill=0.671)


def category_anniversary():
    gold = material("gold", "#e0b04f", metal=1.0, rough=0.15)
    rose_gold = material("rose-gold", "#e3a58a", metal=1.0, rough=0.15)
    velvet_mat = velvet("velvet", "#8c1230")
    lathe("ring-box", rounded([(0, 0), (0.06, 0), (0.06, 0.045), (0, 0.045)], corner=0.01), velvet_mat, segments=6)
    torus("ring1", 0.02, 0.0028, gold, location=(-0.008, 0, 0.066), rotation=(80, 0, 20))
    torus("ring2", 0.018, 0.0028, rose_gold, location=(0.012, 0.0, 0.064), rotation=(75, 0, -30))
    sphere("stone", 0.004, glass("diamond", ior=2.4), location=(-0.008 + 0.02 * math.cos(math.radians(110)), 0, 0.066 + 0.021))
    heart("heart", 0.09, 0.03, material("heart", "#c8102e", rough=0.3, clearcoat=0.5), location=(0.1, 0.04, 0.0), rotation=(90, 0, -20))
    rose("rose", (-0.085, -0.03, 0.02), size=1.3, rotation=(70, 0, 30))
    return dict(azimuth=-10, elevation=25, fill=0.688)


def category_wedding():
    paper = material("box-paper", "#fdf6ec", rough=0.6)
    satin_mat = satin("ribbon", "#d4a545")
    size = (0.2, 0.2, 0.12)
    box("box", size, paper, bevel=0.003)
    ribbon_around("box-ribbon", size, satin_mat)
    bow("bow", satin_mat, (0, 0, 0.13), width=0.12)
    # A marigold garland draped around the base.
    marigold = crinkled(material("marigold", "#f59e0b", rough=0.7), scale=500, strength=1.0)
    marigold_red = crinkled(material("marigold-red", "#e2571b", rough=0.7), scale=500, strength=1.0)
    for k in range(34):
        t = k / 34
        a = TAU * t
        x, y = math.cos(a) * 0.15, math.sin(a) * 0.15 * 0.95
        sphere(f"flower{k}", 0.014, marigold if k % 4 else marigold_red, location=(x, y, 0.012), scale=(1, 1, 0.85))
    for k, x in enumerate((-0.06, 0.06)):
        torus(f"ring{k}", 0.016, 0.003, material("gold", "#e0b04f", metal=1.0, rough=0.15), location=(0.2 + k * 0.02, -0.06, 0.003), rotation=(0, 0, 0))
    return dict(azimuth=-20, elevation=19.5, fill=0.671)


def category_corporate():
    kraft = material("kraft", "#c49a6c", rough=0.8)
    open_box("box", (0.32, 0.22, 0.05), kraft, material("tissue", "#f4ede3", rough=0.9))
    leather = crinkled(material("leather", "#2b3a55", rough=0.45), scale=200, strength=0.2)
    box("diary", (0.14, 0.19, 0.022), leather, location=(-0.07, 0, 0.009), bevel=0.004)
    box("pages", (0.134, 0.184, 0.018), material("pages", "#fbf7ef", rough=0.8), location=(-0.067, 0, 0.011), bevel=0.001)
    box("elastic", (0.005, 0.192, 0.0235), material("elastic", "#7a1230", rough=0.6), location=(-0.02, 0, 0.0088), bevel=0.001)
    text("logo", "UPOHAR", 0.014, material("foil", "#d4a545", metal=1.0, rough=0.3), location=(-0.07, 0.0, 0.0315), rotation=(0, 0, 0), font=SERIF)
    pen = group("pen", [
        lathe("pen-barrel", rounded([(0, 0), (0.005, 0.005), (0.0052, 0.13), (0, 0.132)], corner=0.003), material("pen-black", "#1a1a1a", rough=0.2, clearcoat=1.0)),
        cylinder("pen-band", 0.0055, 0.004, material("chrome", "#d8d8d8", metal=1.0, rough=0.15), location=(0, 0, 0.07)),
    ], location=(0.035, -0.065, 0.0155), rotation=(-90, 0, 0))
    mug("mug", (0.09, 0.02, 0.009), colour="#ffffff", label="UPOHAR", label_mat=material("mug-print", "#2b3a55", rough=0.5), rotation=(0, 0, 20), height=0.09, radius=0.038)
    return dict(azimuth=-15, elevation=27.3, fill=0.705)


def category_flowers():
    pot = crinkled(material("terracotta", "#c0643b", rough=0.75), scale=150, strength=0.2)
    lathe("pot", rounded([(0, 0), (0.045, 0), (0.06, 0.11), (0.065, 0.11), (0.065, 0.125), (0.055, 0.125), (0.05, 0.11), (0, 0.11)], corner=0.004), pot, location=(0.1, 0.02, 0))
    soil = crinkled(material("soil", "#3b2a1e", rough=1.0), scale=300, strength=1.0)
    cylinder("soil", 0.054, 0.005, soil, location=(0.1, 0.02, 0.108))
    leaf = material("plant-leaf", "#2f7a3a", rough=0.4, clearcoat=0.3)
    random.seed(4)
    for k in range(14):
        a = k * math.radians(137.5)
        tilt = random.uniform(30, 70)
        length = random.uniform(0.09, 0.14)
        blade = sphere(f"leaf{k}", length / 2, leaf, scale=(0.3, 0.04, 1.0))
        blade.location = (0.1 + math.cos(a) * 0.01, 0.02 + math.sin(a) * 0.01, 0.11 + length * 0.45)
        blade.rotation_euler = Euler((math.radians(tilt), 0, a - math.pi / 2), "XYZ")
    bouquet(location=(-0.08, -0.02, 0), paper_colour="#fbe3ea", wrapped=False)
    return dict(azimuth=-10, elevation=30, fill=0.688)


def bouquet(location, paper_colour, rotation=(0, 0, 0), scale=1.0, wrapped=True):
    """Roses with yellow and white flowers in a paper cone tied with a satin bow."""
    paper = crinkled(material("wrap", paper_colour, rough=0.7, sheen=0.3), scale=30, strength=0.3)
    parts = []
    if wrapped:
        cone = lathe("wrap", [(0.012, 0.0), (0.016, 0.0), (0.085, 0.17), (0.082, 0.17), (0.012, 0.003)], paper, segments=9, closed=True)
        cone.data.use_auto_smooth = False
        parts.append(cone)
        parts.append(torus("tie", 0.019, 0.004, satin("tie", "#c8102e"), location=(0, 0, 0.03)))
        parts.append(bow("tie-bow", satin("tie-bow", "#c8102e"), (0, -0.02, 0.03), width=0.05))
    else:
        ceramic = material("vase", "#e8eef0", rough=0.15, clearcoat=0.6)
        parts.append(lathe("vase", rounded([(0, 0), (0.04, 0), (0.055, 0.06), (0.036, 0.13), (0.04, 0.15), (0.034, 0.15), (0, 0.14)], corner=0.008), ceramic))
    random.seed(9)
    heads = []
    for k in range(7):
        a = k * TAU / 7 + random.uniform(-0.2, 0.2)
        r = 0.045 if k else 0.0
        heads.append((math.cos(a) * r, math.sin(a) * r, 0.18 + random.uniform(-0.01, 0.01) - r * 0.3))
    for k, position in enumerate(heads):
        parts.append(rose(f"b-rose{k}", position, size=1.6, colour="#b3122e", rotation=(math.degrees(position[1] * 6), -math.degrees(position[0] * 6), k * 40)))
    fillers = [(0.07, 0.03, 0.17), (-0.07, 0.02, 0.17), (0.02, -0.065, 0.165), (-0.03, 0.07, 0.17), (0.05, 0.06, 0.16), (-0.06, -0.05, 0.165)]
    for k, position in enumerate(fillers):
        colour = "#f5c518" if k % 2 else "#ffffff"
        parts.append(daisy(f"b-daisy{k}", position, colour=colour, centre="#b8860b" if k % 2 else "#e3a400", size=1.3, rotation=(math.degrees(position[1] * 8), -math.degrees(position[0] * 8), 0)))
    green = material("greenery", "#4e7d34", rough=0.5)
    for k in range(9):
        a = k * TAU / 9 + 0.2
        leaf = sphere(f"b-leaf{k}", 0.025, green, scale=(0.35, 0.08, 1.0))
        leaf.location = (math.cos(a) * 0.07, math.sin(a) * 0.07, 0.15)
        leaf.rotation_euler = Euler((math.radians(35), 0, a - math.pi / 2), "XYZ")
        parts.append(leaf)
    return group("bouquet", parts, location, rotation, scale)


def category_personalized():
    picture = bpy.data.images.load(os.path.join(PHOTOS, "evening-glow.jpg"))
    mug("mug", (0.08, 0.0, 0), colour="#ffffff", label="Nila", label_mat=material("mug-print", "#be123c", rough=0.5), rotation=(0, 0, -15))
    frame_mat = wood("frame-wood", light="#b5763f", dark="#7a4522", grain=(0.08, 1, 1))
    w, h = 0.13, 0.16
    parts = [box("frame", (w, 0.014, h), frame_mat, bevel=0.003)]
    photo = box("photo", (w - 0.03, 0.001, h - 0.04), printed("photo", picture, rough=0.7), location=(0, -0.0075, 0.025), bevel=0)
    for loop, uv in zip(photo.data.loops, photo.data.uv_layers.new().data):
        co = photo.data.vertices[loop.vertex_index].co
        uv.uv = (co.x / (w - 0.03) + 0.5, co.z / (h - 0.04))
    parts.append(photo)
    parts.append(text("frame-name", "Rahim", 0.011, material("engraved", "#4a2412", rough=0.85), location=(0, -0.0072, 0.0125), rotation=(90, 0, 0), font=SERIF_ITALIC))
    group("frame-group", parts, location=(-0.07, 0.03, 0), rotation=(-8, 0, 15))
    return dict(azimuth=-8, elevation=10.4, fill=0.688)


def extra_balloons():
    colours = ["#e0314b", "#f5b921", "#f07a2b", "#3a9d4a", "#e0314b"]
    positions = [(-0.09, 0.02, 0.42), (0.0, 0.0, 0.47), (0.09, 0.02, 0.41), (-0.045, 0.05, 0.33), (0.05, 0.05, 0.32)]
    anchor = (0, -0.02, 0.04)
    for k, (position, colour) in enumerate(zip(positions, colours)):
        balloon(f"balloon{k}", position, colour, radius=0.07, string_to=anchor)
    bow("bow", satin("bow", "#f472b6"), (0, -0.021, 0.08), width=0.06)
    weight = lathe("weight", rounded([(0, 0), (0.022, 0), (0.018, 0.04), (0, 0.04)], corner=0.004), material("weight", "#f472b6", rough=0.3, metal=0.3))
    weight.location = (0, -0.02, 0)
    return dict(azimuth=-10, elevation=10, fill=0.736)


def extra_chocolates():
    red = material("box-red", "#b3122e", rough=0.45, clearcoat=0.3)
    gold_satin = satin("gold-ribbon", "#e1b53c")
    w, d, h = 0.2, 0.1, 0.03
    open_box("box", (w, d, h), red, material("liner", "#d4a545", metal=0.6, rough=0.35))
    choc = chocolate_mat()
    white = crinkled(material("white-choc", "#f3e6cf", rough=0.35), scale=30, strength=0.08)
    for k in range(8):
        x = -0.066 + (k % 4) * 0.044
        y = -0.022 + (k // 4) * 0.044
        cup = lathe(f"cup{k}", [(0, 0), (0.016, 0), (0.019, 0.012), (0.0185, 0.012), (0.0155, 0.001), (0, 0.001)], material("cup", "#5a2b1a", rough=0.6), segments=20, closed=True, location=(x, y, 0.009))
        cup.data.use_auto_smooth = False
        truffle((x, y, 0.01), white if k in (2, 5) else choc, radius=0.015)
    lid = box("lid", (w + 0.006, d + 0.006, 0.022), red, location=(0.015, d + 0.02, 0), rotation=(0, 0, 8), bevel=0.003)
    ribbon_around("lid-ribbon", (w + 0.006, d + 0.006, 0.022), gold_satin, location=(0.015, d + 0.02, 0))
    bpy.data.objects["lid-ribbon"].rotation_euler = (0, 0, math.radians(8))
    bow("lid-bow", gold_satin, (0.015, d + 0.02, 0.03), width=0.07, rotation=(-80, 0, 8))
    return dict(azimuth=-12, elevation=45, fill=0.736)


def extra_bouquet():
    bouquet(location=(0, 0, 0), paper_colour="#f6b3c4")
    return dict(azimuth=-15, elevation=12, fill=0.69)


def hero():
    """Home's picture: a stack of wrapped boxes with balloons and marigolds."""
    stack = [
        ((0.26, 0.22, 0.15), "#b3122e", "#d6a536", 0.0, 0),
        ((0.19, 0.17, 0.11), "#f5b921", "#b3122e", 0.15, 12),
        ((0.12, 0.11, 0.085), "#1f8a7a", "#d6a536", 0.26, -10),
    ]
    for k, (size, paper, ribbon, z, turn) in enumerate(stack):
        box(f"box{k}", size, material(f"paper{k}", paper, rough=0.45, clearcoat=0.2), location=(0, 0, z), rotation=(0, 0, turn), bevel=0.003)
        ribbon_around(f"ribbon{k}", size, satin(f"ribbon{k}", ribbon), location=(0, 0, z))
        bpy.data.objects[f"ribbon{k}"].rotation_euler = (0, 0, math.radians(turn))
    bow("bow", satin("bow", "#d6a536"), (0, 0, 0.26 + 0.085 + 0.03), width=0.1, rotation=(0, 0, -10))
    marigold = crinkled(material("marigold", "#f59e0b", rough=0.7), scale=500, strength=1.0)
    marigold_red = crinkled(material("marigold-red", "#e2571b", rough=0.7), scale=500, strength=1.0)
    for k in range(30):
        a = TAU * k / 30
        sphere(f"flower{k}", 0.014, marigold if k % 4 else marigold_red, location=(math.cos(a) * 0.19, math.sin(a) * 0.17, 0.012), scale=(1, 1, 0.85))
    for k, (x, y, z, colour) in enumerate(((-0.2, 0.12, 0.42, "#e0314b"), (0.21, 0.1, 0.45, "#f5b921"), (0.28, 0.16, 0.3, "#1f8a7a"), (-0.27, 0.15, 0.28, "#b3122e"))):
        balloon(f"balloon{k}", (x, y, z), colour, radius=0.065, string_to=(x * 0.5, y, 0.0))
    return dict(azimuth=-18, elevation=16, fill=0.731, fstop=2.0)


def fir_sprig(name, start, heading, length=0.22):
    """A cut sprig of fir lying on the table: a stem with side twigs, each thick with short needles
    standing out on both sides."""
    needle = material("fir", "#24552f", rough=0.55)
    twig = material("twig", "#5a3b24", rough=0.8)
    random.seed(len(name) * 7 + int(heading))
    a = math.radians(heading)
    along = Vector((math.cos(a), math.sin(a), 0))
    across = Vector((-math.sin(a), math.cos(a), 0))
    origin = Vector((start[0], start[1], 0.006))
    branches = [(origin, along, length)]
    for t, side in ((0.3, 1), (0.45, -1), (0.62, 1), (0.78, -1)):
        branches.append((origin + along * length * t, (along + across * side * 0.8).normalized(), length * 0.38))
    count = 0
    for base, direction, reach in branches:
        tube(f"{name}-twig{count}", [tuple(base), tuple(base + direction * reach * 0.5), tuple(base + direction * reach)], 0.0025, twig)
        steps = int(reach / 0.005)
        for k in range(steps):
            point = base + direction * reach * (k / steps)
            for side in (1, -1):
                spread = Vector((-direction.y, direction.x, 0)) * side
                tip = (direction * 0.45 + spread).normalized()
                blade = cylinder(f"{name}-needle{count}", 0.0016, 0.03, needle, segments=6, corner=0.0006)
                blade.location = point + Vector((0, 0, random.uniform(0.0, 0.006)))
                blade.rotation_euler = tip.to_track_quat("Z", "Y").to_euler()
                blade.rotation_euler.rotate_axis("X", math.radians(random.uniform(-8, 8)))
                count += 1


def christmas():
    """Christmas's picture: a gift in crimson paper with a gold bow, as the shop wraps it, beside a
    sprig of fir and three shiny baubles, red, gold and green, on the table."""
    wrapped_parcel((0.2, 0.2, 0.13), 24, band=0.022)
    fir_sprig("fir", (-0.19, -0.02), 80, length=0.18)
    for k, (x, y, colour) in enumerate(((0.16, -0.1, "#b3122e"), (0.21, 0.02, "#d6a536"), (-0.05, -0.16, "#1f6b3a"))):
        radius = 0.03 if k != 2 else 0.024
        sphere(f"bauble{k}", radius, material(f"bauble{k}", colour, metal=0.6, rough=0.12, clearcoat=1.0), location=(x, y, radius))
        cylinder(f"bauble-cap{k}", 0.007, 0.008, material("cap", "#c9b27a", metal=1.0, rough=0.3), location=(x, y, 2 * radius + 0.002))
    return dict(azimuth=-16, elevation=24, fill=0.7, fstop=1.4)


# ---------------------------------------------------------------------------------------------
# What is made, and how


PRODUCTS = {
    "chocolate-hamper": (chocolate_hamper, [("1-front", "front"), ("2-contents", "top"), ("3-size", "size")]),
    "couple-clock": (couple_clock, [("1-front", "front"), ("2-dial", "detail"), ("3-size", "size")]),
    "juice-bottle": (juice_bottle, [("1-front", "front"), ("2-open", "open"), ("3-size", "size")]),
    "message-bottle": (message_bottle, [("1-front", "front"), ("2-letter", "detail"), ("3-size", "size")]),
    "pen-set": (pen_set, [("1-front", "front"), ("2-engraving", "detail"), ("3-size", "size")]),
    "photo-cushion": (photo_cushion, [("1-front", "front"), ("2-side", "side"), ("3-size", "size")]),
    "photo-frame": (photo_frame, [("1-front", "front"), ("2-engraving", "detail"), ("3-size", "size"), ("4-as-delivered", "delivered")]),
    "rose-dome": (rose_dome, [("1-front", "front"), ("2-rose", "detail"), ("3-size", "size")]),
    "surprise-box": (surprise_box, [("1-open", "front"), ("2-closed", "closed"), ("3-size", "size")]),
}
CATEGORIES = {
    "birthday-gifts": category_birthday,
    "anniversary-gifts": category_anniversary,
    "wedding-gifts": category_wedding,
    "corporate-gifts": category_corporate,
    "flowers-plants": category_flowers,
    "personalized-gifts": category_personalized,
}
EXTRAS = {
    "balloon-bunch": extra_balloons,
    "chocolate-box": extra_chocolates,
    "flower-bouquet": extra_bouquet,
}


def jobs():
    """Every picture as (subject, file name, aspect, build); "site" is the site's own art. All of
    them are shot on the table by the window."""
    for slug, (build, views) in PRODUCTS.items():
        for file_name, view in views:
            yield f"products/{slug}", file_name, (1, 1), gift_view(slug, build, view)
    for slug, build in CATEGORIES.items():
        yield f"categories/{slug}", "photo", (4, 3), build
    for slug, build in EXTRAS.items():
        yield f"extras/{slug}", "photo", (1, 1), build
    yield "site", "hero", (4, 3), hero
    yield "occasions/christmas", "photo", (1, 1), christmas


def focus(subject, camera):
    """How shallow the focus is, unless a picture's camera says: a gift alone wide open, so the
    table and the wall melt away (and weigh little); a close-up less, so the detail it is about
    stays sharp; a category's few things at f/1.8, soft at their edges as a shop's photograph is,
    which took its six pictures under their old bytes at every width; an extra's scene at f/2.8."""
    if "frame_on" in camera:
        return 4.0
    if subject.startswith("products/"):
        return 1.4
    return 1.8 if subject.startswith("categories/") else 2.8


def gift_view(slug, build, view):
    """The function that builds one view and returns its camera."""
    def for_size():
        build("front")
        return size_beside(slug)

    if view == "size":
        return for_size
    if view == "delivered":
        return as_delivered
    return lambda: build(view)


def main():
    argv = sys.argv[sys.argv.index("--") + 1 :] if "--" in sys.argv else []
    options = {"--out": "/tmp/pictures", "--size": "640", "--samples": "64", "--seconds": "35"}
    wanted = []
    index = 0
    while index < len(argv):
        if argv[index] in options:
            options[argv[index]] = argv[index + 1]
            index += 2
        else:
            wanted.append(argv[index])
            index += 1
    size, samples = int(options["--size"]), int(options["--samples"])
    for subject, file_name, (across, down), build in jobs():
        picture = f"{subject}/{file_name}"
        if wanted and not any(name in (subject, picture) or f"/{name}" in f"/{picture}" for name in wanted):
            continue
        reset()
        denoise = setup_render(size, round(size * down / across), samples, float(options["--seconds"]))
        room()
        camera = build()
        camera.setdefault("fstop", focus(subject, camera))
        shoot(f"{options['--out']}/{subject}/{file_name}.png", **camera)
        print(f"rendered {subject}/{file_name} (denoiser: {'OpenImageDenoise' if denoise else 'none in this build'})", flush=True)


main()
