import { useId } from "react";
import { useMessages } from "~/hooks/use-messages";
import { sortKeys, type SortKey } from "~/lib/catalog/catalog-query";

export function SortSelect({
  value,
  onChange,
}: {
  value: SortKey;
  onChange: (sort: SortKey) => void;
}) {
  const t = useMessages();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        {t.productsPage.sortBy}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = sortKeys.find((key) => key === event.target.value);
          if (next) onChange(next);
        }}
        className="min-h-11 rounded-full border border-sand bg-white px-4 text-sm"
      >
        {sortKeys.map((key) => (
          <option key={key} value={key}>
            {t.productsPage.sortLabels[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
