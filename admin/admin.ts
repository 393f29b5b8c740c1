/*
 * The shop's own part of the owner's admin (/admin, decision 013), loaded after Decap CMS: the
 * content checker run on every entry before it is saved, and the gift's number, which must be its
 * own. Bundled by scripts/build/admin.mjs; no shop page loads it.
 */
import { isCollection, problemsInEntry } from "../app/content/entry-check";
import { namedPhotos } from "../app/content/photo-order.mjs";

/** The parts of Decap CMS's globals used here (decap-cms 3, `window.CMS`, `h`, `createClass`). */
interface ImmutableMap {
  get(key: string): unknown;
  toJS(): unknown;
}

interface WidgetProps {
  forID: string;
  value: unknown;
  onChange(value: unknown): void;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  entry: ImmutableMap;
  field: ImmutableMap;
  collection: ImmutableMap;
  query(
    namespace: string,
    collection: string,
    searchFields: string[],
    term: string,
  ): Promise<{
    payload?: {
      hits?: { slug: string; data: Record<string, unknown> & { name?: { en?: string } } }[];
    };
  }>;
}

interface ValidationError {
  error: { type: "CUSTOM"; message: string };
}

interface Widget {
  props: WidgetProps;
  state: { taken: Taken[] | null };
  setState(state: { taken: Taken[] }): void;
}

declare global {
  interface Window {
    CMS: {
      registerWidget(name: string, control: unknown): void;
      registerLocale(locale: string, phrases: unknown): void;
      registerEventListener(listener: {
        name: "preSave";
        handler(event: { entry: ImmutableMap }): unknown;
      }): void;
    };
    h(type: string, props: Record<string, unknown>): unknown;
    createClass(spec: ThisType<Widget> & Record<string, unknown>): unknown;
  }
}

/**
 * The admin's words where Decap CMS's say less (config.yml's `locale`; the rest stays English): a
 * refused save says "Not saved", and why: the checker's sentence, or the fields marked.
 */
window.CMS.registerLocale("upohar", {
  ui: {
    toast: {
      onFailToPersist: "%{details}",
      missingRequiredField: "Not saved: mend the fields marked in red, then publish again.",
    },
  },
});

window.CMS.registerEventListener({
  name: "preSave",
  handler({ entry }) {
    const collection = String(entry.get("collection"));
    const data = (entry.get("data") as ImmutableMap).toJS() as Record<string, unknown>;
    if (!isCollection(collection)) return;
    const problems = [...problemsInEntry(collection, data), ...photosNotUploaded(entry, data)];
    if (problems.length === 0) return;
    // Decap CMS shows a refusal as its text (`Name: message`), and saves nothing.
    const refusal = new Error(problems.join("; "));
    refusal.name = "Not saved";
    throw refusal;
  },
});

/**
 * A new entry's photos go into its new folder with it: each it names must be uploaded with it. A
 * duplicated entry names its original's photos, which Decap CMS does not copy.
 */
function photosNotUploaded(entry: ImmutableMap, data: Record<string, unknown>): string[] {
  if (entry.get("newRecord") !== true) return [];
  const uploaded = ((entry.get("mediaFiles") as ImmutableMap).toJS() as { name?: string }[]).map(
    (file) => file.name,
  );
  return namedPhotos(data)
    .filter((name) => !uploaded.includes(name))
    .map(
      (name) => `the photo ${name} is not in this new entry's folder; choose it again with Upload`,
    );
}

/** The other entries' values of a field, and whose they are, as the admin reads them. */
interface Taken {
  value: unknown;
  name: string;
}

/**
 * A value no other entry of the collection may have: a gift's or a category's number (a new one is
 * given the next free number), a category's web address, an extra's name. What one entry cannot
 * show the checker; without it, two gifts would share /product/12, or two folders one name, and
 * the build would stop. The other entries come from the repository as the admin reads it; until
 * they have, or if they cannot be read, nothing is saved.
 */
window.CMS.registerWidget(
  "unique",
  window.createClass({
    getInitialState() {
      return { taken: null };
    },
    async componentDidMount() {
      const { query, forID, entry, field, collection, value, onChange } = this.props;
      const name = String(field.get("name"));
      const found = await query(forID, String(collection.get("name")), ["name.en"], "").catch(
        () => undefined,
      );
      const hits = found?.payload?.hits;
      if (!hits) return;
      const own = entry.get("slug");
      const taken = hits
        .filter((hit) => hit.slug !== own)
        .map((hit) => ({ value: hit.data[name], name: String(hit.data.name?.en ?? hit.slug) }));
      this.setState({ taken });
      if (isNumber(field) && (value === undefined || value === null || value === "")) {
        onChange(nextFree(taken));
      }
    },
    isValid(): true | ValidationError {
      const { field, value } = this.props;
      const label = String(field.get("label"));
      const refuse = (message: string): ValidationError => ({
        error: { type: "CUSTOM", message: `${label}: ${message}` },
      });
      if (isNumber(field) && (!Number.isInteger(value) || Number(value) < 0)) {
        return refuse("must be a whole number");
      }
      const { taken } = this.state;
      if (!taken)
        return refuse("the other entries are still being read; publish again in a moment");
      const other = taken.find((entry) => entry.value === value);
      if (!other) return true;
      const free = isNumber(field) ? `, such as ${nextFree(taken)}` : "";
      return refuse(`${String(value)} is already “${other.name}”'s; give this one its own${free}`);
    },
    render() {
      const { forID, field, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } =
        this.props;
      const number = isNumber(field);
      return window.h("input", {
        id: forID,
        type: number ? "number" : "text",
        ...(number ? { inputMode: "numeric", min: 1, step: 1 } : {}),
        className: classNameWrapper,
        value: value ?? "",
        onChange: (event: { target: { value: string } }) => {
          const text = event.target.value;
          onChange(number && text !== "" ? Number(text) : text);
        },
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      });
    },
  }),
);

function isNumber(field: ImmutableMap): boolean {
  return field.get("value_type") === "int";
}

/** One above the highest taken, so a number once used is not given again while its entry stays. */
function nextFree(taken: Taken[]): number {
  return Math.max(0, ...taken.map((entry) => Number(entry.value)).filter(Number.isInteger)) + 1;
}
