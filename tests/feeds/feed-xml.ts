// A strict reader of the catalog feeds for the unit tests, so they need no XML library: it fails
// on an unclosed or mismatched element, a bare `&` or `<`, or an unknown entity, and reads each
// item's `g:` fields. The browser test parses the built feeds with Chromium's own XML parser.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&([^;]*);?/g, (reference, name: string) => {
    if (!reference.endsWith(";")) throw new Error(`a bare & in ${JSON.stringify(text)}`);
    const numeric = /^#(x[0-9a-f]+|\d+)$/i.exec(name)?.[1];
    if (numeric)
      return String.fromCodePoint(Number(numeric.startsWith("x") ? `0${numeric}` : numeric));
    const character = entities[name];
    if (character === undefined) throw new Error(`an unknown entity &${name};`);
    return character;
  });
}

/** The document's root element; throws on anything that is not well-formed. */
export function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const token = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/y;
  const root: XmlElement = { name: "", attributes: {}, children: [], text: "" };
  const open = [root];
  let match: RegExpExecArray | null;
  while (token.lastIndex < body.length && (match = token.exec(body))) {
    const [, closing, name = "", attributes = "", selfClosing, text, stray] = match;
    const current = open[open.length - 1] ?? root;
    if (stray) throw new Error(`a bare < at ${match.index}`);
    if (text !== undefined) {
      current.text += decode(text);
    } else if (closing) {
      if (current.name !== name) throw new Error(`</${name}> closes <${current.name}>`);
      open.pop();
    } else {
      const element: XmlElement = { name, attributes: {}, children: [], text: "" };
      for (const [, key = "", value = ""] of attributes.matchAll(/([\w:.-]+)="([^"]*)"/g)) {
        element.attributes[key] = decode(value);
      }
      current.children.push(element);
      if (!selfClosing) open.push(element);
    }
  }
  if (token.lastIndex < body.length) throw new Error(`cannot read past ${token.lastIndex}`);
  if (open.length > 1) throw new Error(`<${open[open.length - 1]?.name}> is never closed`);
  const [document, ...more] = root.children;
  if (!document || more.length > 0 || root.text.trim()) throw new Error("not one root element");
  return document;
}

/** Each item of a feed: its `g:` fields by name (without `g:`), every value of each. */
export function readFeedItems(xml: string): Record<string, string[]>[] {
  const channel = parseXml(xml).children.find((child) => child.name === "channel");
  return (channel?.children ?? [])
    .filter((child) => child.name === "item")
    .map((item) => {
      const fields: Record<string, string[]> = {};
      for (const field of item.children) {
        const name = field.name.replace(/^g:/, "");
        fields[name] = [...(fields[name] ?? []), field.text];
      }
      return fields;
    });
}
