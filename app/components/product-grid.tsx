import type { ProductSummary } from "~/data/types";
import { ProductCard } from "./product-card";

export function ProductGrid({
  products,
  eagerCount = 0,
}: {
  products: readonly ProductSummary[];
  eagerCount?: number;
}) {
  return (
    <ul className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
