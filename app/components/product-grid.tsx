import type { ProductSummary } from "~/data/types";
import { ProductCard } from "./product-card";

export function ProductGrid({
  products,
  eagerCount = 0,
  picturesOnceStarted = false,
}: {
  products: readonly ProductSummary[];
  eagerCount?: number;
  /** For a grid far below the page's own main picture (see CardPictureLoading). */
  picturesOnceStarted?: boolean;
}) {
  return (
    <ul className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard
            product={product}
            picture={index < eagerCount ? "eager" : picturesOnceStarted ? "once-started" : "lazy"}
          />
        </li>
      ))}
    </ul>
  );
}
