import * as v from "valibot";
import { parseDocument } from "yaml";
import { isUnknownField } from "./content-fields";
import pictureExtensions from "./picture-extensions.json" with { type: "json" };

/**
 * Reading content files: every file of a kind in turn, each as its YAML checked against the kind's
 * schema, with the picture beside it. A mistake is one plain sentence naming the file, the field,
 * what is there and what is expected
 * (`products/pen-set/product.yaml: price must be a whole number of taka, found "1,200tk"`).
 */

/** A file under content/, by its path there (`products/photo-frame/product.yaml`). */
export interface ContentFile {
  path: string;
  text: string;
}

/** A kind of content file: where its files are, what each holds, whether a picture sits beside it. */
export interface Kind<T extends v.GenericSchema> {
  file: RegExp;
  schema: T;
  pictured: boolean;
}

/** What every kind's reader shares: the YAML files, the other files and the mistakes found. */
export interface Reading {
  files: readonly ContentFile[];
  otherFiles: readonly string[];
  problems: string[];
}

/**
 * Every entry of a kind that reads and fits its schema, in the order of the files, with its file
 * and the URL of its picture. A reader's own checks on an entry follow the file's other mistakes.
 */
export function* entriesOf<T extends v.GenericSchema>(kind: Kind<T>, reading: Reading) {
  for (const file of reading.files.filter((file) => kind.file.test(file.path))) {
    const entry = readContentFile(file, kind.schema, reading.problems);
    const src = kind.pictured ? pictureBeside(file.path, reading) : "";
    if (entry) yield { entry, file: file.path, src };
  }
}

/**
 * The picture formats a photo may come in, HEIC only where the image library can read it: one list
 * with the image build (scripts/build/build-images.mjs), which cannot import TypeScript.
 */
export const picturePattern = new RegExp(`\\.(?:${pictureExtensions.join("|")})$`, "i");

export function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf("/"));
}

/** The one picture in a file's folder, as the URL pages name it, or a sentence saying what is wrong. */
function pictureBeside(yamlFile: string, { otherFiles, problems }: Reading): string {
  const folder = folderOf(yamlFile);
  const found = otherFiles.filter((path) => folderOf(path) === folder && picturePattern.test(path));
  if (found.length === 1) return `/content/${found[0]}`;
  problems.push(
    found.length === 0
      ? `${yamlFile}: there is no photo beside it; put one JPEG, PNG, WebP or SVG picture in ${folder}/`
      : `${yamlFile}: there are ${found.length} pictures beside it (${found
          .map((path) => path.slice(folder.length + 1))
          .join(", ")}); keep only the one to show`,
  );
  return "";
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
