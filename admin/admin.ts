/*
 * The shop's own part of the owner's admin (/admin, decision 013), loaded after Decap CMS: the
 * content checker run on every entry before it is saved, and the gift's number, which must be its
 * own. Bundled by scripts/build/admin.ts; no shop page loads it.
 */
import { isCollection, problemsInEntry } from "../app/content/entry-check";
import { namedPhotos } from "../app/content/photo-order";
import { demoCollections, demoLines, settingsIn, ticked } from "./demo-checklist";
import { namesValue, nextFree, uniqueValueProblem, type Taken } from "./unique-value";

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
    file?: string,
    limit?: number,
  ): Promise<Found>;
}

interface Found {
  payload?: {
    hits?: { slug: string; data: Record<string, unknown> & { name?: { en?: string } } }[];
  };
}

interface ValidationError {
  error: { type: "CUSTOM"; message: string };
}

interface WidgetState {
  taken: Taken[] | null;
  /** The value this entry has in the repository, and the entries naming it (`used_by`). */
  named?: { saved: unknown; by: string; names: string[] | null };
}

interface Widget<State> {
  props: WidgetProps;
  state: State;
  setState(state: Partial<State>): void;
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
    h(type: string, props: Record<string, unknown> | null, ...children: unknown[]): unknown;
    createClass<State>(spec: ThisType<Widget<State>> & Record<string, unknown>): unknown;
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

/**
 * A value no other entry of the collection may have: a gift's or a category's number (a new one is
 * given the next free number), a category's web address, an extra's name. What one entry cannot
 * show the checker; without it, two gifts would share /product/12, or two folders one name, and
 * the build would stop. A field with `used_by` (a category's web address, which gifts name as
 * their category or among the occasions they are also in) keeps its saved value while any entry
 * there names it in one of its `fields`. The other entries come from the repository as
 * the admin reads it; until they have, or if they cannot be read, nothing is saved.
 */
window.CMS.registerWidget(
  "unique",
  window.createClass<WidgetState>({
    getInitialState() {
      return { taken: null };
    },
    async componentDidMount() {
      const { query, forID, entry, field, collection, value, onChange } = this.props;
      const name = String(field.get("name"));
      const hits = await entriesOf(query, forID, String(collection.get("name")), "name.en");
      if (!hits) return;
      const own = entry.get("slug");
      const taken = hits
        .filter((hit) => hit.slug !== own)
        .map((hit) => ({ value: hit.data[name], name: String(hit.data.name?.en ?? hit.slug) }));
      this.setState({ taken });
      if (isNumber(field) && (value === undefined || value === null || value === "")) {
        onChange(nextFree(taken));
      }
      const usedBy = field.get("used_by") as ImmutableMap | undefined;
      const saved = hits.find((hit) => hit.slug === own)?.data[name];
      if (!usedBy || saved === undefined) return;
      const by = String(usedBy.get("label"));
      this.setState({ named: { saved, by, names: null } });
      const fields = (usedBy.get("fields") as ImmutableMap).toJS() as string[];
      const users = await entriesOf(
        query,
        `${forID}-used-by`,
        String(usedBy.get("collection")),
        "name.en",
      );
      if (!users) return;
      const names = users
        .filter((user) => namesValue(user.data, fields, saved))
        .map((user) => String(user.data.name?.en ?? user.slug));
      this.setState({ named: { saved, by, names } });
    },
    isValid(): true | ValidationError {
      const { field, value } = this.props;
      const problem = uniqueValueProblem({
        label: String(field.get("label")),
        isNumber: isNumber(field),
        value,
        ...this.state,
      });
      return problem === undefined ? true : { error: { type: "CUSTOM", message: problem } };
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

/**
 * Decap CMS answers a query asked again within 10 seconds with the first one's answer (`query` in
 * decap-cms-core's actions/search.ts, keyed by collection, fields, term, file and limit). Read
 * from it, an entry opened just after a save missed the entry saved: a gift opened within seconds
 * of a new one was offered the new one's number. So each read asks with a limit of its own, above
 * any catalog's size, which still returns every entry. tests/e2e/admin.spec.ts opens a gift
 * seconds after another and waits for the gifts to be read again: it fails the day Decap keys its
 * answers otherwise.
 */
let reads = 0;
const aLimitOfItsOwn = () => 1_000_000_000 + (reads += 1);

/**
 * Every entry of a collection as the admin reads it now, or nothing when it cannot; of a files
 * collection, the one `file`.
 */
async function entriesOf(
  query: WidgetProps["query"],
  namespace: string,
  collection: string,
  searchField: string,
  file?: string,
) {
  const found = await query(namespace, collection, [searchField], "", file, aLimitOfItsOwn()).catch(
    () => undefined,
  );
  return found?.payload?.hits;
}

interface ChecklistState {
  /** The settings ticked when the entry was opened: one unticked by mistake can be ticked again. */
  shown: string[];
  /** The entries still marked demo, a line per kind; null until read, "unread" if they cannot be. */
  entries: string[] | null | "unread";
}

/**
 * What is still the demo shop's (content/shop.yaml's `still_demo`): each setting not yet replaced,
 * ticked, for the owner to untick once it is their own; below it, what the owner cannot untick
 * here, the entries of the other collections still marked `demo: true`, each to be replaced or
 * deleted in its own collection.
 */
window.CMS.registerWidget(
  "demo-checklist",
  window.createClass<ChecklistState>({
    getInitialState(): ChecklistState {
      return { shown: settingsIn(this.props.value), entries: null };
    },
    async componentDidMount() {
      const { query, forID } = this.props;
      const read = await Promise.all(
        demoCollections.map(async ({ collection, searchField, file }) => ({
          collection,
          hits: await entriesOf(query, `${forID}-${collection}`, collection, searchField, file),
        })),
      );
      const hits = read.flatMap(({ collection, hits }) => (hits ? [{ collection, hits }] : []));
      this.setState({ entries: hits.length === read.length ? demoLines(hits) : "unread" });
    },
    render() {
      const { forID, field, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } =
        this.props;
      const { h } = window;
      const options = ((field.get("options") as ImmutableMap).toJS() as Option[]).map((option) =>
        typeof option === "string" ? { label: option, value: option } : option,
      );
      const order = options.map((option) => option.value);
      const stillDemo = settingsIn(value);
      const rows = options.filter(
        (option) => this.state.shown.includes(option.value) || stillDemo.includes(option.value),
      );
      const { entries } = this.state;
      return h(
        "div",
        {
          id: forID,
          role: "group",
          "aria-label": String(field.get("label")),
          className: classNameWrapper,
        },
        rows.length === 0
          ? h("p", null, "Nothing: every setting is the shop's own.")
          : h(
              "ul",
              { style: { listStyle: "none", padding: 0, margin: 0 } },
              ...rows.map((option) =>
                h(
                  "li",
                  { key: option.value },
                  h(
                    "label",
                    null,
                    h("input", {
                      type: "checkbox",
                      checked: stillDemo.includes(option.value),
                      onChange: (event: { target: { checked: boolean } }) =>
                        onChange(ticked(stillDemo, option.value, event.target.checked, order)),
                      onFocus: setActiveStyle,
                      onBlur: setInactiveStyle,
                    }),
                    ` ${option.label}`,
                  ),
                ),
              ),
            ),
        h(
          "p",
          { style: { marginTop: "1em", fontWeight: 600 } },
          "Still marked as the demo's, elsewhere in the admin:",
        ),
        entries === null
          ? h("p", null, "Reading the gifts, reviews and the rest…")
          : entries === "unread"
            ? h("p", null, "They could not be read; open Shop settings again to see them.")
            : entries.length === 0
              ? h(
                  "p",
                  null,
                  "Nothing: every gift, review, team member, little extra, gift day and testimonial is the shop's own.",
                )
              : h(
                  "ul",
                  { "aria-label": "Entries still marked as the demo's" },
                  ...entries.map((line) => h("li", { key: line }, line)),
                ),
      );
    },
  }),
);

/** A choice of a `select`-like field in config.yml: its value, or a label and a value. */
type Option = string | { label: string; value: string };
