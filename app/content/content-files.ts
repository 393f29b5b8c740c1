import * as v from "valibot";
import { parseDocument } from "yaml";
import { isUnknownField } from "./content-fields";
import { namedPhotos, pictureExtensions, shownPictures } from "./photo-order";

/**
 * Reading content files: every file of a kind in turn, each as its YAML checked against the kind's
 * schema, with the pictures beside it. A mistake is one plain sentence naming the file, the field,
 * what is there and what is expected
 * (`products/pen-set/product.yaml: price must be a whole number of taka, found "1,200tk"`).
 */

/** The mistakes found in content/: the build stops on them and prints each sentence. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The catalog in content/ has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}:\n` +
        problems.map((problem) => `  ${problem}`).join("\n"),
    );
    this.name = "ContentError";
  }
}

/** A file under content/, by its path there (`products/photo-frame/product.yaml`). */
export interface ContentFile {
  path: string;
  text: string;
}

/**
 * A kind of content file: where its files are, what each holds, and how many pictures sit beside
 * it: none, exactly one, one or more (a gift's photos, the first by name its main one), or at most
 * one (a photo a customer sent with a review).
 */
export interface Kind<T extends v.GenericSchema> {
  file: RegExp;
  schema: T;
  pictures: "none" | "one" | "several" | "optional";
}

/** What every kind's reader shares: the YAML files, the other files and the mistakes found. */
export interface Reading {
  files: readonly ContentFile[];
  otherFiles: readonly string[];
  problems: string[];
}

/**
 * Every entry of a kind that reads and fits its schema, in the order of the files, with its file,
 * the URL of its (main) picture and those of its further photos, in their order. A reader's own
 * checks on an entry follow the file's other mistakes.
 */
export function* entriesOf<T extends v.GenericSchema>(kind: Kind<T>, reading: Reading) {
  for (const file of reading.files.filter((file) => kind.file.test(file.path))) {
    const entry = readContentFile(file, kind.schema, reading.problems);
    const [src = "", ...more] =
      kind.pictures === "none"
        ? []
        : picturesBeside(file.path, kind.pictures, namedPictures(entry), reading);
    if (entry) yield { entry, file: file.path, src, more };
  }
}

/** The pictures an entry names, as the owner's admin writes them (`photo:`, `more_photos:`). */
interface NamedPictures {
  photo?: unknown;
  more_photos?: unknown;
}

function namedPictures(entry: unknown): NamedPictures {
  return typeof entry === "object" && entry !== null ? entry : {};
}

/**
 * The picture formats a photo may come in, HEIC only where the image library can read it: the list
 * the image build (scripts/build/build-images.ts) reads too, in photo-order.ts.
 */
export const picturePattern = new RegExp(`\\.(?:${pictureExtensions.join("|")})$`, "i");

export function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf("/"));
}

/**
 * The pictures a file shows as the URLs pages name them, in the order they are shown (those it
 * names, or else every one in its folder), or a sentence saying what is wrong: a named one missing,
 * none, more than the one a kind shows, or two the build would name alike (`photo.jpg` and
 * `photo.png` both become `photo-640.webp`).
 */
function picturesBeside(
  yamlFile: string,
  wanted: "one" | "several" | "optional",
  entry: NamedPictures,
  { otherFiles, problems }: Reading,
): string[] {
  const folder = folderOf(yamlFile);
  const inFolder = otherFiles.filter(
    (path) => folderOf(path) === folder && picturePattern.test(path),
  );
  const found = shownPictures(inFolder, entry);
  const names = found.map((path) => path.slice(folder.length + 1));
  const missing = namedPhotos(entry).filter((name) => !names.includes(name));
  for (const name of missing) {
    problems.push(
      `${yamlFile}: the photo ${name} is not in ${folder}/; put it there or name one that is (${inFolder.map((path) => path.slice(folder.length + 1)).join(", ") || "there is none"})`,
    );
  }
  if (missing.length > 0) return [];
  if (found.length === 0 && wanted === "optional") return [];
  if (found.length === 0) {
    problems.push(
      wanted === "one"
        ? `${yamlFile}: there is no photo beside it; put one JPEG, PNG, WebP or SVG picture in ${folder}/`
        : `${yamlFile}: there is no photo beside it; put one or more JPEG, PNG, WebP or SVG photos in ${folder}/ (the first by name is the main one)`,
    );
    return [];
  }
  if (wanted !== "several" && found.length > 1) {
    problems.push(
      `${yamlFile}: there are ${found.length} pictures beside it (${names.join(", ")}); keep only the one to show`,
    );
    return [];
  }
  // Only the pictures shown are made into copies (scripts/build/build-images.ts).
  const stem = (name: string) => name.replace(picturePattern, "").toLowerCase();
  const alike = names.filter(
    (name, index) => names.findIndex((other) => stem(other) === stem(name)) !== index,
  );
  for (const name of alike) {
    const first = names.find((other) => stem(other) === stem(name));
    problems.push(
      `${yamlFile}: the photos ${first} and ${name} have the same name but for the ending, which the site cannot tell apart; rename or remove one`,
    );
  }
  return alike.length > 0 ? [] : found.map((path) => `/content/${path}`);
}

/** The file's entry if it reads and fits `schema`; if not, a sentence per mistake in `problems`. */
function readContentFile<T extends v.GenericSchema>(
  file: ContentFile,
  schema: T,
  problems: string[],
): v.InferOutput<T> | undefined {
  const result = v.safeParse(schema, parseYaml(file, problems), { abortPipeEarly: true });
  if (result.success) return result.output;
  const issues = result.issues.filter((issue) => !isPlaceInList(issue));
  // A misspelt field comes first, in the file's order: it explains the missing field after it.
  const misspelt = issues.filter(isUnknownField).sort(inFileOrder);
  for (const issue of [...misspelt, ...issues.filter((issue) => !isUnknownField(issue))]) {
    const field = fieldName(issue.path);
    const told = `${file.path}: ${field ? `${field} ` : ""}${issue.message}`;
    problems.push(isUnknownField(issue) ? told : `${told}, found ${shown(issue.input)}`);
  }
  return undefined;
}

/** The YAML of a file, or a sentence saying where it cannot be read. */
function parseYaml(file: ContentFile, problems: string[]): unknown {
  const document = parseDocument(file.text, { prettyErrors: true });
  if (document.errors.length === 0) return document.toJS();
  for (const error of document.errors) {
    const line = error.linePos?.[0].line;
    const reason = error.message.split("\n")[0]?.replace(/ at line \d+, column \d+:?$/, "");
    problems.push(
      `${file.path}${line === undefined ? "" : `, line ${line}`}: the file cannot be read (${reason}); ` +
        "check the colons, the indentation and the quotes",
    );
  }
  return undefined;
}

type Issue = v.BaseIssue<unknown>;

/**
 * A list written where a group of fields belongs would have each of its places (0, 1, …) named as a
 * misspelt field; the missing fields already say what is wrong.
 */
const isPlaceInList = (issue: Issue) =>
  isUnknownField(issue) && Array.isArray(issue.path?.at(-1)?.input);

/** Where a field sits in its file: the place of each key among its neighbours, outermost first. */
function placeInFile(issue: Issue): number[] {
  return (issue.path ?? []).map((item) =>
    item.type === "object" ? Object.keys(item.input).indexOf(item.key) : Number(item.key),
  );
}

function inFileOrder(a: Issue, b: Issue): number {
  const [first, second] = [placeInFile(a), placeInFile(b)];
  const depth = first.findIndex((place, at) => place !== second[at]);
  return (first[depth] ?? 0) - (second[depth] ?? 0);
}

function fieldName(path: Issue["path"]): string {
  return (path ?? [])
    .map((item) => (typeof item.key === "number" ? `entry ${item.key + 1}` : String(item.key)))
    .join(".");
}

/** How a value the owner wrote reads in a message: as they typed it, or "nothing". */
export function shown(value: unknown): string {
  if (value === undefined || value === null) return "nothing";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "object") return Array.isArray(value) ? "a list" : "a group of fields";
  return String(value);
}
