import type { ProductSummary } from "~/data/types";
import { GiftDayContext } from "~/hooks/use-product-path";
import { ProductCard } from "./product-card";

export function ProductGrid({
  products,
  eagerCount = 0,
  picturesOnceStarted = false,
  fromOccasion = null,
}: {
  products: readonly ProductSummary[];
  eagerCount?: number;
  /** For a grid far below the page's own main picture (see CardPictureLoading). */
  picturesOnceStarted?: boolean;
  /** The gift day whose page this is, by its slug: its cards' gifts link back to it. */
  fromOccasion?: string | null;
}) {
  return (
    // Each card spans five rows that the cards beside it share (product-card.tsx), so the grid
    // has no row gap of its own: the space between cards is each item's bottom padding.
    <GiftDayContext value={fromOccasion}>
      <ul className="grid grid-cols-1 gap-x-2 min-[360px]:grid-cols-2 sm:gap-x-5 lg:grid-cols-3 xl:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.id} className="row-span-5 grid grid-rows-subgrid gap-y-0 pb-3 sm:pb-5">
            <ProductCard
              product={product}
              picture={index < eagerCount ? "eager" : picturesOnceStarted ? "once-started" : "lazy"}
            />
          </li>
        ))}
      </ul>
    </GiftDayContext>
  );
}
