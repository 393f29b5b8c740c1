import { SlidersHorizontal } from "./icons";
import { useId, useState } from "react";
import { useFormat, useMessages } from "~/hooks/use-messages";
import {
  hasPriceLimit,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  type ProductQuery,
} from "~/lib/catalog/catalog-query";
import { button, buttonSecondary } from "./ui";

interface ProductFiltersProps {
  query: ProductQuery;
  categories: readonly { slug: string; name: string }[];
  onCategoryChange: (slug: string) => void;
  onMaxPriceChange: (maxPrice: number) => void;
  onReset: () => void;
}

/** The category and price filters; a disclosure on small screens, a sidebar on large ones. */
export function ProductFilters({
  query,
  categories,
  onCategoryChange,
  onMaxPriceChange,
  onReset,
}: ProductFiltersProps) {
  const format = useFormat();
  const t = useMessages();
  const id = useId();
  const [open, setOpen] = useState(false);
  const options = [{ slug: "all", name: t.productsPage.allCategories }, ...categories];
  const maxPrice = format.taka(query.maxPrice);
  const limited = hasPriceLimit(query.maxPrice);

  return (
    // On a phone its button shares a row with the sort (product-listing.tsx); opened, the panel
    // takes the whole row. From the laptop width it is the listing's first column.
    <aside
      aria-labelledby={`${id}-heading`}
      className="min-w-0 flex-1 has-[[aria-expanded=true]]:basis-full lg:col-start-1 lg:row-span-3 lg:row-start-1"
    >
      <h2
        id={`${id}-heading`}
        className="sr-only lg:not-sr-only lg:mb-4 lg:font-display lg:text-xl lg:font-semibold"
      >
        {t.productsPage.filters}
      </h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
        className={`peer ${button("secondary", "compact")} w-full text-sm sm:text-base lg:hidden`}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {open ? t.productsPage.hideFilters : t.productsPage.showFilters}
      </button>
      {/* Shown by the button's aria-expanded, which the early script flips before the app starts. */}
      <div
        id={`${id}-panel`}
        className="mt-4 hidden space-y-6 rounded-2xl border border-sand bg-white p-5 peer-aria-expanded:block lg:mt-0 lg:block"
      >
        <fieldset>
          <legend className="mb-2 font-semibold">{t.productsPage.category}</legend>
          <div className="space-y-1">
            {options.map((option) => (
              <label
                key={option.slug}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${id}-category`}
                  value={option.slug}
                  checked={query.category === option.slug}
                  onChange={() => onCategoryChange(option.slug)}
                  className="size-4 shrink-0 accent-brand-700"
                />
                {option.name}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-price`} className="font-semibold">
            {t.productsPage.maxPrice}
          </label>
          <input
            id={`${id}-price`}
            type="range"
            min={PRICE_MIN}
            max={PRICE_MAX}
            step={PRICE_STEP}
            value={query.maxPrice}
            aria-valuetext={limited ? maxPrice : t.productsPage.noPriceLimitSpoken(maxPrice)}
            onChange={(event) => onMaxPriceChange(Number(event.target.value))}
            className="mt-3 w-full accent-brand-700"
          />
          <p className="mt-1 text-sm text-muted">
            {t.productsPage.priceRange(
              format.taka(PRICE_MIN),
              limited ? maxPrice : t.productsPage.noPriceLimit(maxPrice),
            )}
          </p>
        </div>
        <button type="button" onClick={onReset} className={`${buttonSecondary} w-full`}>
          {t.productsPage.resetFilters}
        </button>
      </div>
    </aside>
  );
}
