/*
 * The shop's own part of the owner's admin (/admin, decision 013), loaded after Decap CMS: the
 * content checker run on every entry before it is saved, and the gift's number, which must be its
 * own. Bundled by scripts/build/admin.mjs; no shop page loads it.
 */
import { isCollection, problemsInEntry } from "../app/content/entry-check";

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
  query(
    namespace: string,
    collection: string,
    searchFields: string[],
    term: string,
  ): Promise<{ payload?: { hits?: { slug: string; data: { id?: unknown } }[] } }>;
}

interface ValidationError {
  error: { type: "CUSTOM"; message: string };
}

interface Widget {
  props: WidgetProps;
  state: { taken: number[] | null };
  setState(state: { taken: number[] }): void;
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
    const problems = problemsInEntry(collection, data);
    if (problems.length === 0) return;
    // Decap CMS shows a refusal as its text (`Name: message`), and saves nothing.
    const refusal = new Error(problems.join("; "));
    refusal.name = "Not saved";
    throw refusal;
  },
});

const wholeNumber = "must be a whole number from 1 (the number in the gift's web address)";

/**
 * A gift's number: a new gift is given the next free one, and a number another gift has is refused,
 * naming a free one. The other gifts' numbers come from the repository as the admin reads it.
 */
window.CMS.registerWidget(
  "product-id",
  window.createClass({
    getInitialState() {
      return { taken: null };
    },
    async componentDidMount() {
      const { query, forID, entry, value, onChange } = this.props;
      const found = await query(forID, "products", ["name.en"], "");
      const own = entry.get("slug");
      const taken = (found.payload?.hits ?? [])
        .filter((hit) => hit.slug !== own)
        .map((hit) => Number(hit.data.id))
        .filter(Number.isInteger);
      this.setState({ taken });
      if (value === undefined || value === null || value === "") {
        onChange(Math.max(0, ...taken) + 1);
      }
    },
    isValid(): true | ValidationError {
      const id = Number(this.props.value);
      const refuse = (message: string): ValidationError => ({
        error: { type: "CUSTOM", message: `Number ${message}` },
      });
      if (!Number.isInteger(id) || id < 1) return refuse(wholeNumber);
      const taken = this.state.taken ?? [];
      if (taken.includes(id)) {
        return refuse(
          `${id} is another gift's; give this gift its own, such as ${Math.max(...taken) + 1}`,
        );
      }
      return true;
    },
    render() {
      const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } =
        this.props;
      return window.h("input", {
        id: forID,
        type: "number",
        inputMode: "numeric",
        min: 1,
        step: 1,
        className: classNameWrapper,
        value: value ?? "",
        onChange: (event: { target: { value: string } }) =>
          onChange(event.target.value === "" ? "" : Number(event.target.value)),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      });
    },
  }),
);
