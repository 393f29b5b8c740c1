/**
 * The rules of the admin's `demo-checklist` widget (admin/admin.ts), apart from Decap CMS so they
 * are tested alone: the settings still the demo shop's, ticked until the owner unticks them, and
 * the entries still marked `demo: true`, grouped and counted in the words the build prints.
 */
import { stringify } from "yaml";
import { demoGroups } from "../app/content/demo-items";
import { entryFiles, type Collection } from "../app/content/entry-check";

/**
 * Each collection whose entries may be marked demo, a field every entry of it has, and for a files
 * collection, its file.
 */
export const demoCollections: readonly {
  collection: Collection;
  searchField: string;
  file?: string;
}[] = [
  { collection: "products", searchField: "name.en" },
  { collection: "reviews", searchField: "name.en" },
  { collection: "team", searchField: "name.en" },
  { collection: "extras", searchField: "name.en" },
  { collection: "occasions", searchField: "name.en" },
  // A file of entries, each of which is searched for.
  { collection: "testimonials", searchField: "testimonials.*.name.en", file: "testimonials" },
];

/** An entry as the admin reads it from the repository: its slug, such as `pen-set/product`. */
export interface Hit {
  slug: string;
  data: Record<string, unknown>;
}

/**
 * The entries still marked demo, one line per kind, as the build prints them: "9 gifts: Personalized
 * Photo Frame, …". The admin reads entries, not files: each is written back where its file is, so
 * the build's own grouping reads it.
 */
export function demoLines(read: readonly { collection: Collection; hits: readonly Hit[] }[]) {
  const files = read.flatMap(({ collection, hits }) => {
    const file = entryFiles[collection];
    const folder = file.split("/")[0];
    return hits.map((hit) => ({
      path: file.includes("/") ? `${folder}/${hit.slug}.yaml` : file,
      text: stringify(hit.data),
    }));
  });
  return demoGroups(files).map(({ label, names }) => `${label}: ${names.join(", ")}`);
}

/** The settings the field holds: Decap CMS gives a list it read as its own kind of list. */
export function settingsIn(value: unknown): string[] {
  const list =
    typeof value === "object" &&
    value !== null &&
    "toJS" in value &&
    typeof value.toJS === "function"
      ? (value.toJS() as unknown)
      : value;
  return Array.isArray(list) ? list.map(String) : [];
}

/** The settings still demo once `name` is ticked or unticked, in the order the checklist shows. */
export function ticked(
  stillDemo: readonly string[],
  name: string,
  tick: boolean,
  order: readonly string[],
): string[] {
  return order.filter((setting) => (setting === name ? tick : stillDemo.includes(setting)));
}
