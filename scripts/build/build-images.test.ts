import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS as widths } from "../../app/lib/catalog/images.ts";
import { phonePhoto } from "../test/photo-fixture.ts";
import { typeScriptNode } from "../typescript-node.ts";

const script = resolve("scripts/build/build-images.ts");
let project: string;
/** What the first build, of the photo never seen before, said. */
let first: { ok: boolean; output: string };

/** Runs the image build in the throwaway project; its output, or its error text when it fails. */
function buildImages(): { ok: boolean; output: string } {
  try {
    return { ok: true, output: execFileSync(process.execPath, [...typeScriptNode, script], {
        cwd: project,
        encoding: "utf8",
      }) };
  } catch (error) {
    const failure = error as { stderr?: string };
    return { ok: false, output: failure.stderr ?? "" };
  }
}

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), "upohar-images-"));
  // A phone photo as the camera stores it: 4000 × 3000 pixels, to be shown turned upright (EXIF 6).
  const photo = await phonePhoto({ width: 4000, height: 3000, seed: 7, orientation: 6 });
  mkdirSync(join(project, "content", "products", "phone-gift"), { recursive: true });
  writeFileSync(join(project, "content", "products", "phone-gift", "IMG_0001.jpg"), photo);
  // A gift's text, naming no photo: every picture in its folder is shown, in the order of names.
  writeFileSync(join(project, "content", "products", "phone-gift", "product.yaml"), "id: 1\n");
  // The same photo among the site's own art, which keeps its shape: there, upright shows.
  mkdirSync(join(project, "public", "images"), { recursive: true });
  writeFileSync(join(project, "public", "images", "upright.jpg"), photo);
  first = buildImages();
}, 180_000);

/**
 * Builds again once a test has put the project back as it found it, so that the next test, in
 * whatever order, finds the first build's pictures.
 */
function restoreBuild() {
  const { ok, output } = buildImages();
  if (!ok || !/2 sources, 0 encoded, 2 from the cache/.test(output)) {
    throw new Error(`The project was not put back as it was: ${output}`);
  }
}

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe("the image build, on a phone-sized JPEG", () => {
  it("makes WebP copies at every width, cut square for a product, in a few kilobytes", async () => {
    const { ok, output } = first;
    expect(ok, output).toBe(true);
    expect(output).toMatch(/2 sources, 2 encoded/);
    expect(
      statSync(join(project, "content", "products", "phone-gift", "IMG_0001.jpg")).size,
    ).toBeGreaterThan(1_000_000);
    for (const width of widths) {
      const file = join(
        project,
        "public",
        "img",
        "products",
        "phone-gift",
        `IMG_0001-${width}.webp`,
      );
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, width]);
      // The largest copy a phone fetches stays well inside the product page's 60 KB.
      expect(statSync(file).size, `${width} px`).toBeLessThan(width * 50);
    }
  });

  it("turns the photo upright by its EXIF orientation", async () => {
    const file = join(project, "public", "img", "upright-960.webp");
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height]).toEqual([960, 1280]);
    // The scene is lit from above: upright, its top is brighter than its bottom.
    const brightness = async (top: number) => {
      const band = await sharp(file).extract({ left: 0, top, width: 960, height: 200 }).toBuffer();
      const { channels } = await sharp(band).stats();
      return channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0);
    };
    expect(await brightness(0)).toBeGreaterThan(await brightness(1080));
  });

  it("makes a 1200 × 630 JPEG share preview", async () => {
    const file = join(project, "public", "img", "share", "products", "phone-gift", "IMG_0001.jpg");
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    expect(statSync(file).size).toBeLessThan(150 * 1024);
  });

  it("makes a square JPEG of a gift's photo for the catalog feeds, and none of the site's art", async () => {
    const img = join(project, "public", "img");
    const file = join(img, "feed", "products", "phone-gift", "IMG_0001.jpg");
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 960, 960]);
    expect(() => statSync(join(img, "feed", "upright.jpg"))).toThrow();
  });

  it("writes a blurred placeholder of a few hundred bytes for pages", () => {
    const cache = join(project, "node_modules", ".cache", "upohar-images");
    const manifest = execFileSync("sh", ["-c", `cat ${cache}/placeholders-*.json`], {
      encoding: "utf8",
    });
    const placeholders = JSON.parse(manifest) as Record<string, string>;
    const placeholder = placeholders["/content/products/phone-gift/IMG_0001.jpg"];
    expect(placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(placeholder?.length).toBeLessThan(400);
  });

  it("never encodes an unchanged photo twice, even renamed", () => {
    const folder = join(project, "content", "products", "phone-gift");
    const photo = readFileSync(join(folder, "IMG_0001.jpg"));
    writeFileSync(join(folder, "renamed.jpg"), photo);
    rmSync(join(folder, "IMG_0001.jpg"));
    try {
      const { ok, output } = buildImages();
      expect(ok, output).toBe(true);
      expect(output).toMatch(/2 sources, 0 encoded, 2 from the cache/);
      // The old name's copies are gone from the site.
      expect(() =>
        statSync(join(project, "public", "img", "products", "phone-gift", "IMG_0001-960.webp")),
      ).toThrow();
    } finally {
      writeFileSync(join(folder, "IMG_0001.jpg"), photo);
      rmSync(join(folder, "renamed.jpg"));
      restoreBuild();
    }
  });

  it("makes a gift's further photo in every width, without a share preview or a placeholder", async () => {
    const folder = join(project, "content", "products", "phone-gift");
    // After IMG_0001.jpg by name, so the main photo stays the one it was.
    const view = join(folder, "view.jpg");
    writeFileSync(view, await phonePhoto({ width: 1200, height: 900, seed: 8, orientation: 1 }));
    try {
      const { ok, output } = buildImages();
      expect(ok, output).toBe(true);
      expect(output).toMatch(/3 sources, 1 encoded, 2 from the cache/);
      const img = join(project, "public", "img");
      for (const width of widths) {
        const meta = await sharp(join(img, "products", "phone-gift", `view-${width}.webp`)).metadata();
        expect([meta.width, meta.height]).toEqual([width, width]);
      }
      expect(() => statSync(join(img, "share", "products", "phone-gift", "view.jpg"))).toThrow();
      // The feeds list it after the main photo, so it has their JPEG too.
      const feed = await sharp(join(img, "feed", "products", "phone-gift", "view.jpg")).metadata();
      expect([feed.format, feed.width, feed.height]).toEqual(["jpeg", 960, 960]);
      expect(statSync(join(img, "share", "products", "phone-gift", "IMG_0001.jpg")).size).toBeGreaterThan(0);
      const cache = join(project, "node_modules", ".cache", "upohar-images");
      const manifest = execFileSync("sh", ["-c", `cat ${cache}/placeholders-*.json`], {
        encoding: "utf8",
      });
      expect(Object.keys(JSON.parse(manifest) as Record<string, string>).sort()).toEqual([
        "/content/products/phone-gift/IMG_0001.jpg",
        "/images/upright.jpg",
      ]);
    } finally {
      rmSync(view);
      restoreBuild();
    }
  });

  it("makes the pictures shop.yaml names in every width alone, and nothing of another beside it", async () => {
    const content = join(project, "content");
    const photo = await phonePhoto({ width: 900, height: 900, seed: 9, orientation: 1 });
    writeFileSync(join(content, "wrapped.jpg"), photo);
    writeFileSync(join(content, "stray.jpg"), photo);
    writeFileSync(join(content, "shop.yaml"), "logo:\nwrapping_photo: wrapped.jpg\n");
    try {
      const { ok, output } = buildImages();
      expect(ok, output).toBe(true);
      expect(output).toMatch(/3 sources, 1 encoded, 2 from the cache/);
      const img = join(project, "public", "img");
      for (const width of widths) {
        const meta = await sharp(join(img, `wrapped-${width}.webp`)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, width]);
      }
      expect(existsSync(join(img, "stray-160.webp"))).toBe(false);
      expect(existsSync(join(img, "share", "wrapped.jpg"))).toBe(false);
      const cache = join(project, "node_modules", ".cache", "upohar-images");
      const manifest = execFileSync("sh", ["-c", `cat ${cache}/placeholders-*.json`], {
        encoding: "utf8",
      });
      expect(Object.keys(JSON.parse(manifest) as Record<string, string>)).not.toContain(
        "/content/wrapped.jpg",
      );
    } finally {
      for (const name of ["wrapped.jpg", "stray.jpg", "shop.yaml"]) rmSync(join(content, name));
      restoreBuild();
    }
  });

  it("stops on a picture it cannot read, naming the file", () => {
    const broken = join(project, "content", "products", "phone-gift", "broken.png");
    writeFileSync(broken, "not a picture");
    try {
      const { ok, output } = buildImages();
      expect(ok).toBe(false);
      expect(output).toMatch(
        /content\/products\/phone-gift\/broken\.png: the picture cannot be read \(.+\); save it again as a JPEG or PNG and build again/,
      );
    } finally {
      rmSync(broken);
    }
  });

  it("makes nothing of a photo no entry names, nor of the folder a deleted gift left", () => {
    const gift = join(project, "content", "products", "phone-gift");
    const deleted = join(project, "content", "products", "sold-gift");
    const old = readdirSync(gift).find((name) => name.endsWith(".jpg")) ?? "";
    mkdirSync(deleted);
    copyFileSync(join(gift, old), join(deleted, "IMG_0009.jpg"));
    // Replaced in the owner's admin: the file names its new photo, the old one stays in the folder.
    copyFileSync(join(gift, old), join(gift, "IMG_0002.jpg"));
    writeFileSync(join(gift, "product.yaml"), "id: 1\nphoto: IMG_0002.jpg\n");
    try {
      const { ok, output } = buildImages();
      expect(ok, output).toBe(true);
      expect(output).toMatch(/2 sources/);
      const copies = join(project, "public", "img", "products");
      expect(readdirSync(join(copies, "phone-gift")).some((name) => name.startsWith("IMG_0002"))).toBe(true);
      expect(readdirSync(join(copies, "phone-gift")).some((name) => name.startsWith(old.replace(".jpg", "")))).toBe(false);
      expect(existsSync(join(copies, "sold-gift"))).toBe(false);
    } finally {
      rmSync(deleted, { recursive: true });
      rmSync(join(gift, "IMG_0002.jpg"));
      writeFileSync(join(gift, "product.yaml"), "id: 1\n");
      restoreBuild();
    }
  });
});
