/** A link's address; a link without one fails the test that asked. */
export function hrefOf(link: HTMLElement): string {
  const href = link.getAttribute("href");
  if (href === null) throw new Error(`The link "${link.textContent ?? ""}" has no address.`);
  return href;
}

/** One parameter of a link's query (a wa.me link's text, an sms: link's body), decoded. */
export function linkParam(link: HTMLElement, name: string): string {
  const href = hrefOf(link);
  const value = queryOf(href).get(name);
  if (value === null) throw new Error(`No ${name} in ${href}`);
  return value;
}

/** What a link's query holds (a mailto: link's subject and body), decoded as its app reads it. */
export function queryOf(href: string): URLSearchParams {
  return new URLSearchParams(href.slice(href.indexOf("?") + 1));
}

/** A control's description as a screen reader reads it: the texts its aria-describedby names. */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? "") : ""))
    .filter(Boolean)
    .join(" ");
}

/**
 * Finds the element that says `text` whole, though its numbers and dates sit in elements of their
 * own (app/components/number-words.tsx): the innermost element whose text it is.
 */
export function saying(text: string) {
  return (_: string, element: Element | null) =>
    element?.textContent === text &&
    ![...element.children].some((child) => child.textContent === text);
}

/**
 * Finds the element whose text holds `part` (a string or a pattern), though its numbers and dates
 * sit in elements of their own: the innermost such element.
 */
export function sayingPart(part: string | RegExp) {
  const holds = (text: string) =>
    typeof part === "string" ? text.includes(part) : part.test(text);
  return (_: string, element: Element | null) =>
    holds(element?.textContent ?? "") &&
    ![...(element?.children ?? [])].some((child) => holds(child.textContent ?? ""));
}
