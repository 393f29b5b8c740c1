import { readFileSync } from "node:fs";
import type * as v from "valibot";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentSchemas } from "../app/content/catalog-content";
import { shopSettingsSchema } from "../app/content/shop-settings";
import { entryFiles } from "../app/content/entry-check";
import { settingNames } from "../app/data/shop-settings";

/*
 * The admin's config (admin/config.yml) against the content checker (app/content/): every field of
 * every kind of file, and no other, at every depth; optional exactly where the checker allows it
 * to be left out; each collection writing where the build reads.
 */

interface ConfigField {
  name: string;
  widget?: string;
  required?: boolean;
  fields?: ConfigField[];
  field?: ConfigField;
  multiple?: boolean;
  options?: (string | { value: string })[];
}

interface Collection {
  name: string;
  folder?: string;
  path?: string;
  media_folder?: string;
  files?: { file: string; media_folder?: string; fields: ConfigField[] }[];
  fields?: ConfigField[];
}

const config = parse(readFileSync(new URL("config.yml", import.meta.url), "utf8")) as {
  collections: Collection[];
};

/** A field's shape: its subfields by name (`?` marks an optional one), `[…]` for a list. */
type Shape = string | Shape[] | { [name: string]: Shape };

function configShape(fields: ConfigField[]): Shape {
  return Object.fromEntries(
    fields.map((field) => [
      `${field.name}${field.required === false ? "?" : ""}`,
      fieldShape(field),
    ]),
  );
}

function fieldShape(field: ConfigField): Shape {
  if (field.widget === "list") {
    return [
      field.fields ? configShape(field.fields) : field.field ? fieldShape(field.field) : "value",
    ];
  }
  if (field.widget === "object" && field.fields) return configShape(field.fields);
  // A relation, a select or the demo checklist with `multiple` writes a list.
  if (field.multiple) return ["value"];
  return "value";
}

type Schema = v.GenericSchema & {
  wrapped?: Schema;
  pipe?: Schema[];
  entries?: Record<string, Schema>;
  item?: Schema;
  options?: Schema[];
};

/** What a schema reads, through `optional` and its steps (content-fields.ts). */
function schemaShape(schema: Schema): Shape {
  if (schema.type === "optional" && schema.wrapped) return schemaShape(schema.wrapped);
  if (schema.pipe) {
    const read = schema.pipe.filter((step) => step.kind === "schema" && step.type !== "unknown");
    const last = read.at(-1);
    if (last && last !== schema) return schemaShape(last);
  }
  if (schema.entries) {
    return Object.fromEntries(
      Object.entries(schema.entries).map(([name, field]) => [
        `${name}${field.type === "optional" ? "?" : ""}`,
        schemaShape(field),
      ]),
    );
  }
  if (schema.type === "array" && schema.item) return [schemaShape(schema.item)];
  // A word or a list (the districts: all, or some): the admin edits it as the list, in which the
  // checker reads all typed alone as the word.
  const list = schema.options?.find((option) => option.type === "array");
  if (schema.type === "union" && list) return schemaShape(list);
  return "value";
}

/**
 * The one difference: the admin asks for the photo, which a folder kept by hand may leave out (its
 * pictures are then taken in the order of their names); a review's photo is optional in both.
 */
function requiringPhoto(shape: Shape, name: string): Shape {
  if (name === "reviews") return shape;
  if (typeof shape !== "object" || Array.isArray(shape) || !("photo?" in shape)) return shape;
  const { "photo?": photo = "value", ...rest } = shape;
  return { ...rest, photo };
}

/** Every kind of file the admin edits, as the checker reads it. */
const schemas = { shop: shopSettingsSchema, ...contentSchemas };

const fieldsOf = (name: string) => {
  const collection = config.collections.find((candidate) => candidate.name === name);
  return collection?.fields ?? collection?.files?.[0]?.fields ?? [];
};

describe("the admin's config", () => {
  it.each(Object.keys(schemas) as (keyof typeof schemas)[])(
    "edits every field of %s as the checker reads it, and no other",
    (name) => {
      expect(configShape(fieldsOf(name))).toEqual(
        requiringPhoto(schemaShape(schemas[name] as unknown as Schema), name),
      );
    },
  );

  it("puts the shop's settings first, and offers every setting in the demo checklist", () => {
    expect(config.collections[0]?.name).toBe("shop");
    // Decap CMS writes a file's fields in the config's order: shop.yaml keeps its own.
    expect(fieldsOf("shop").map((field) => field.name)).toEqual(
      Object.keys(shopSettingsSchema.entries),
    );
    const checklist = fieldsOf("shop").find((field) => field.name === "still_demo");
    expect(checklist?.widget).toBe("demo-checklist");
    expect(
      checklist?.options?.map((option) => (typeof option === "string" ? option : option.value)),
    ).toEqual(settingNames);
  });

  it("writes each collection where the build reads it, with its photos beside it", () => {
    for (const collection of config.collections) {
      const file = entryFiles[collection.name as keyof typeof entryFiles];
      if (collection.files) {
        expect(collection.files.map((entry) => entry.file)).toEqual([`content/${file}`]);
        // A picture it names (the shop's logo, its wrapping photo) sits beside it.
        for (const entry of collection.files) {
          if (entry.media_folder !== undefined) expect(entry.media_folder).toBe("");
        }
        continue;
      }
      const [kind, , name] = file.split("/");
      expect(collection.folder).toBe(`content/${kind}`);
      expect(collection.path).toBe(`{{slug}}/${name?.replace(".yaml", "")}`);
      expect(collection.media_folder).toBe("");
    }
  });
});
