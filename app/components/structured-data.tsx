/** What JSON leaves as is that would end the script early or that some parsers read as a line end. */
const unsafeInScript = /[<>&\u2028\u2029]/g;

/**
 * A page's structured data (schema.org JSON-LD), written in its body rather than through the
 * route's meta: in the head it came between the early script and the body that repeats its words,
 * and the early script then cost up to 150 B more of gzip on a Bangla product page (2,128 B
 * against 1,976 B), past its budget (scripts/build/early-taps.ts). Search engines read it
 * anywhere in the page.
 */
export function StructuredData({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(
    unsafeInScript,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
