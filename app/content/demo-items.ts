import { parse } from "yaml";
import type { ContentFile } from "./content-files";
import { shopFile } from "./shop-settings";

/**
 * What in content/ still came with the demo shop: every entry marked `demo: true` (a gift, a
 * review, a team member, an extra, a gift day, a testimonial) and the settings shop.yaml lists
 * under `still_demo`. The build prints it, so an owner sees what to replace before going live.
 */

export interface DemoGroup {
  /** What the group holds, counted: "9 gifts", "1 setting". */
  label: string;
  /** Each one's English name, or the setting's name. */
  names: string[];
}

const kinds = [
  { folder: "products/", one: "gift", many: "gifts" },
  { folder: "reviews/", one: "review", many: "reviews" },
  { folder: "team/", one: "team member", many: "team members" },
  { folder: "extras/", one: "little extra", many: "little extras" },
  { folder: "occasions/", one: "gift day", many: "gift days" },
];

interface Named {
  demo?: unknown;
  name?: { en?: unknown };
  still_demo?: unknown;
  testimonials?: unknown;
}

const isDemo = (entry: Named | undefined) => entry?.demo === true || entry?.demo === "yes";

function read(file: ContentFile): Named | undefined {
  try {
    const value: unknown = parse(file.text);
    return typeof value === "object" && value !== null ? value : undefined;
  } catch {
    // A file that cannot be read is the checker's to report, in its own words.
    return undefined;
  }
}

const nameOf = (entry: Named, file: string) =>
  typeof entry.name?.en === "string" ? entry.name.en : file;

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/** The groups still demo, in a fixed order; empty once the shop is all its own. */
export function demoGroups(files: readonly ContentFile[]): DemoGroup[] {
  const groups: DemoGroup[] = [];
  for (const kind of kinds) {
    const names = files
      .filter((file) => file.path.startsWith(kind.folder))
      .flatMap((file) => {
        const entry = read(file);
        return entry && isDemo(entry) ? [nameOf(entry, file.path)] : [];
      });
    if (names.length > 0) groups.push({ label: counted(names.length, kind.one, kind.many), names });
  }
  const testimonials = files
    .filter((file) => file.path === "testimonials.yaml")
    .flatMap((file) => {
      const list = read(file)?.testimonials;
      return Array.isArray(list) ? (list as Named[]) : [];
    })
    .filter(isDemo)
    .map((entry) => nameOf(entry, "testimonials.yaml"));
  if (testimonials.length > 0) {
    groups.push({
      label: counted(testimonials.length, "testimonial", "testimonials"),
      names: testimonials,
    });
  }
  const shop = files.find((file) => file.path === shopFile);
  const settings = shop ? read(shop)?.still_demo : undefined;
  if (Array.isArray(settings) && settings.length > 0) {
    const names = settings.map(String);
    groups.push({ label: counted(names.length, "setting", "settings"), names });
  }
  return groups;
}

/** The build's few lines: each group and its names, cut to one line each. */
export function demoReport(groups: readonly DemoGroup[], width = 100): string {
  if (groups.length === 0) return "Nothing of the demo shop is left in content/.";
  const lines = groups.map(({ label, names }) => {
    const line = `  ${label}: ${names.join(", ")}`;
    return line.length > width ? `${line.slice(0, width - 1)}…` : line;
  });
  return [
    "Still the demo shop's, to replace before going live (docs/owner.md, “Going live”):",
    ...lines,
  ].join("\n");
}
