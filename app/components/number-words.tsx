import { numberRuns } from "~/lib/site/number-runs";

/**
 * A sentence whose numbers, dates, prices and order references each stay on one line, in either
 * edition: a narrow screen broke the shop's phone number over two lines (number-runs.ts).
 */
export function NumberWords({ text }: { text: string }) {
  const parts = numberRuns(text);
  if (!parts.some((part) => part.whole)) return text;
  // One element, so that a flex button holding it spaces the sentence as one item.
  return (
    <span>
      {parts.map((part, index) =>
        part.whole ? (
          <span key={index} className="whitespace-nowrap">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
