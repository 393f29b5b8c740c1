import { NumberWords } from "./number-words";
import { ChevronDown } from "./icons";

interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Native <details> disclosures: open and close with Enter or Space, announced as expandable by
 * screen readers, and every answer is in the HTML for search engines.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="space-y-3">
      {items.map((item) => (
        <details
          key={item.question}
          className="group rounded-2xl border border-sand bg-white shadow-sm open:border-brand-200"
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-ink hover:text-brand-800 [&::-webkit-details-marker]:hidden">
            <NumberWords text={item.question} />
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-muted">
            <NumberWords text={item.answer} />
          </p>
        </details>
      ))}
    </div>
  );
}
