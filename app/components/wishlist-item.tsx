import { ShoppingBag, Trash2 } from "./icons";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import type { ProductSummary } from "~/data/types";
import { announce } from "~/hooks/use-announcer";
import { useAddToCart } from "~/hooks/use-cart";
import { toggleSaved } from "~/hooks/use-wishlist";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { asksForChoices } from "~/lib/cart/choices";
import { PriceTag } from "./price-tag";
import { ChooseOnPage } from "./choose-on-page";
import { StockStatus } from "./stock-status";
import { button } from "./ui";
import { responsiveImage } from "~/lib/catalog/images";

/** One saved gift. `onRemoved` runs after it has left the list, so the page can place focus. */
export function WishlistItem({
  product,
  onRemoved,
}: {
  product: ProductSummary;
  onRemoved: () => void;
}) {
  const paths = usePaths();
  const t = useMessages();
  const w = t.ordering.wishlist;

  function remove() {
    flushSync(() => toggleSaved(product.id));
    announce(t.wishlist.removed(product.name));
    onRemoved();
  }

  const addToCart = useAddToCart();

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-sand bg-white p-4 shadow-sm">
      <div className="flex gap-4">
        <img
          {...responsiveImage(product.image, "thumb")}
          alt=""
          width={112}
          height={112}
          loading="lazy"
          className="size-24 shrink-0 rounded-xl border border-sand bg-cream object-cover sm:size-28"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {product.categoryName}
          </p>
          <h3 className="font-display text-lg leading-snug font-semibold">
            <Link to={paths.product(product.id)} className="hover:text-brand-800">
              {product.name}
            </Link>
          </h3>
          <PriceTag price={product.price} originalPrice={product.originalPrice} />
          <StockStatus inStock={product.inStock} />
        </div>
      </div>
      <div className="mt-auto grid grid-cols-[1fr_auto] gap-2">
        {product.inStock && asksForChoices(product) ? (
          <ChooseOnPage
            product={product}
            className={`${button("primary", "compact")} whitespace-nowrap`}
          />
        ) : (
          <button
            type="button"
            onClick={() => addToCart(product.name, { productId: product.id, quantity: 1 })}
            disabled={!product.inStock}
            aria-label={w.addToCartLabel(product.name)}
            className={button("primary", "compact")}
          >
            <ShoppingBag aria-hidden="true" className="size-4 shrink-0" />
            {w.addToCart}
          </button>
        )}
        <button
          type="button"
          onClick={remove}
          aria-label={w.removeLabel(product.name)}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-sand bg-white px-4 py-2 font-semibold text-ink hover:border-brand-200 hover:bg-brand-50 hover:text-brand-800"
        >
          <Trash2 aria-hidden="true" className="size-4 shrink-0" />
          {w.remove}
        </button>
      </div>
    </li>
  );
}
