import { Phone, ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { paths } from "~/config/paths";
import { shop } from "~/config/shop";
import type { Product } from "~/data/types";
import { announce } from "~/hooks/use-announcer";
import { cartActions } from "~/hooks/use-cart";
import { useMessages } from "~/i18n/use-messages";
import { telLink } from "~/lib/contact-links";
import { discountPercent } from "~/lib/pricing";
import { PriceTag } from "./price-tag";
import { StockStatus } from "./stock-status";
import { Stars } from "./stars";
import { buttonPrimary, iconButtonRound } from "./ui";
import { WishlistToggle } from "./wishlist-toggle";

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const t = useMessages();
  const discount = discountPercent(product.price, product.originalPrice);

  function addToCart() {
    cartActions.add(product.id);
    announce(t.cart.added(product.name, 1));
  }

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-sand bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-square bg-cream">
        <img
          src={product.image.src}
          alt=""
          width={400}
          height={400}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover"
        />
        <div className="absolute top-3 left-3 flex flex-col items-start gap-1.5">
          {discount > 0 ? (
            <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold text-white">
              {t.product.discountBadge(discount)}
            </span>
          ) : null}
          {product.featured ? (
            <span className="rounded-full bg-gold-400 px-2.5 py-0.5 text-xs font-bold text-ink">
              {t.product.featured}
            </span>
          ) : null}
        </div>
        <WishlistToggle product={product} className="absolute top-2 right-2 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">
          {product.category}
        </p>
        <h3 className="font-display text-lg leading-snug font-semibold">
          <Link
            to={paths.product(product.id)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-800"
          >
            {product.name}
          </Link>
        </h3>
        <p className="flex items-center gap-2 text-sm text-muted">
          <Stars rating={product.rating} />
          <span>{t.product.reviewCount(product.reviews)}</span>
        </p>
        <PriceTag price={product.price} originalPrice={product.originalPrice} />
        <StockStatus inStock={product.inStock} />
        <div className="relative z-10 mt-auto flex gap-2 pt-2">
          {product.inStock ? (
            <>
              <a href={telLink(shop.phone)} className={`${buttonPrimary} flex-1 px-3`}>
                <Phone aria-hidden="true" className="size-4" />
                {t.common.callToOrder}
              </a>
              <button
                type="button"
                onClick={addToCart}
                aria-label={t.cart.addNamed(product.name)}
                className={iconButtonRound}
              >
                <ShoppingBag aria-hidden="true" className="size-5" />
              </button>
            </>
          ) : (
            <button type="button" disabled className={`${buttonPrimary} flex-1 px-3`}>
              <Phone aria-hidden="true" className="size-4" />
              {t.common.callToOrder}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
