import { useId } from "react";
import { useMessages } from "~/hooks/use-messages";
import type { SortKey } from "~/lib/catalog/catalog-query";

export function SortSelect({
  value,
  choices,
  onChange,
  className = "",
}: {
  value: SortKey;
  /** 'Best match' only while searching (sortChoices). */
  choices: readonly SortKey[];
  onChange: (sort: SortKey) => void;
  className?: string;
}) {
  const t = useMessages();
  const id = useId();
  return (
    // On a phone the label stands above the box, so the box keeps the width of its longest choice
    // and still leaves room beside it for the filters' button.
    <div className={`flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2 ${className}`}>
      <label htmlFor={id} className="text-xs font-medium whitespace-nowrap sm:text-sm">
        {t.productsPage.sortBy}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = choices.find((key) => key === event.target.value);
          if (next) onChange(next);
        }}
        className="min-h-11 rounded-full border border-sand bg-white px-3 text-sm sm:px-4"
      >
        {choices.map((key) => (
          <option key={key} value={key}>
            {t.productsPage.sortLabels[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
