import { Phone, ShoppingBag } from "./icons";
import { Link } from "react-router";
import { shop } from "~/data/shop";
import type { ProductSummary } from "~/data/types";
import { earlyCartAdd } from "~/start-up/protocol";
import { useAddToCart } from "~/hooks/use-cart";
import { usePageStarted } from "~/hooks/use-device-value";
import { useFormat, useMessages } from "~/hooks/use-messages";
import { useProductPath } from "~/hooks/use-product-path";
import { telLink } from "~/lib/contact/contact-links";
import { asksForChoices } from "~/lib/cart/choices";
import { discountPercent } from "~/lib/prices/pricing";
import { ChooseOnPage } from "./choose-on-page";
import { PriceTag } from "./price-tag";
import { Stars } from "./stars";
import { StockStatus } from "./stock-status";
import { button, iconButtonRound } from "./ui";
import { WishlistToggle } from "./wishlist-toggle";
import { responsiveImage } from "~/lib/catalog/images";

/**
 * How a card's picture loads: at once (the first cards of a listing), when near the screen, or,
 * for cards far down a page that has its own main picture, only once the page has started, so on a
 * slow line they never take bandwidth from that picture or from the page's code.
 */
export type CardPictureLoading = "eager" | "lazy" | "once-started";

/** The card's side margins: narrow on a two-column phone, so the buttons keep their words whole. */
const cardInset = "px-2 sm:px-3";
/** The button's row is narrower still on a phone: see callButton. */
const buttonInset = "px-1 sm:px-3";

/**
 * 'Call to Order' on one line at every card width, in both languages: "অর্ডার করতে কল করুন" needs
 * 129 px at 13 px, 139 px at 14 px and 159 px at 16 px. Cards are laid out only by ProductGrid
 * (product-grid.tsx), so the viewport says how wide the button is: 278 px and more in the one
 * column below 360 px; 150–182 px in two columns from 360 px, 182–214 from 424 and more from 488;
 * 260 px and more from the tablet width; and from the laptop width, beside a listing's filters,
 * 190 px. The words and the icon follow those widths. A container query on the button's row did
 * this before (issue 66), but each container made the browser lay the row out before it could
 * style what is inside: a second style-and-layout pass of 17 ms on a gift's page, after the first
 * paint, where it blocks a phone.
 */
const callButton = `${button("secondary", "card")} w-full`;
const callIcon = "size-4 shrink-0 min-[360px]:max-[424px]:hidden";

export function ProductCard({
  product,
  picture = "lazy",
}: {
  product: ProductSummary;
  picture?: CardPictureLoading;
}) {
  const started = usePageStarted();
  const productPath = useProductPath(product.id);
  const t = useMessages();
  const discount = discountPercent(product.price, product.originalPrice);

  const addToCart = useAddToCart();

  return (
    // Five rows of the grid, shared with the row's other cards (product-grid.tsx): the names may
    // take one line or three, and the prices and buttons still line up across the row.
    <article className="group relative row-span-5 grid grid-rows-subgrid gap-y-0 overflow-hidden rounded-2xl border border-sand bg-white shadow-sm transition-shadow hover:shadow-md">
      {/* Wider than tall on a phone, so it shows more gifts a screen. */}
      <div className="relative aspect-[3/2] bg-cream sm:aspect-square">
        {picture !== "once-started" || started ? (
          <img
            {...responsiveImage(product.image, "card")}
            alt=""
            width={400}
            height={400}
            loading={picture === "eager" ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
        <WishlistToggle product={product} className="absolute top-2 right-2 z-10" />
        {product.inStock && asksForChoices(product) ? (
          <ChooseOnPage
            product={product}
            className="absolute right-2 bottom-2 z-10 inline-flex min-h-11 max-w-[calc(100%-1rem)] items-center gap-1.5 rounded-full border border-sand bg-white px-2.5 text-xs font-semibold whitespace-nowrap text-ink shadow-sm hover:border-brand-200 hover:text-brand-800 sm:px-3 sm:text-sm"
          />
        ) : product.inStock ? (
          <button
            type="button"
            {...earlyCartAdd(product)}
            onClick={() => addToCart(product.name, { productId: product.id, quantity: 1 })}
            aria-label={t.cart.addNamed(product.name)}
            className={`${iconButtonRound} absolute right-2 bottom-2 z-10`}
          >
            <ShoppingBag aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
      <h3
        className={`${cardInset} pt-1 font-display text-sm leading-snug font-semibold sm:text-lg`}
      >
        <Link
          to={productPath}
          className="after:absolute after:inset-0 after:content-[''] hover:text-brand-800"
        >
          {product.name}
        </Link>
      </h3>
      {/* Under the picture, never over it: the gift is what the shopper came to see. */}
      <div className={`${cardInset} pt-1`}>
        <PriceTag price={product.price} originalPrice={product.originalPrice} />
      </div>
      <div
        className={`flex flex-wrap items-center gap-x-1.5 gap-y-0.5 ${cardInset} pt-1 text-xs text-muted`}
      >
        {discount > 0 ? (
          <span className="rounded-full bg-brand-700 px-1.5 text-xs font-bold whitespace-nowrap text-white">
            {t.product.discountBadge(discount)}
          </span>
        ) : null}
        <CardRating rating={product.rating} reviewCount={product.reviewCount} />
        <StockStatus inStock={product.inStock} compact />
        {product.featured ? (
          <span className="rounded-full bg-gold-400 px-1.5 text-[0.6875rem] font-bold whitespace-nowrap text-ink">
            {t.product.featured}
          </span>
        ) : null}
      </div>
      <div className={`relative z-10 ${buttonInset} pt-1 pb-1.5 sm:pb-3`}>
        {product.inStock ? (
          <a href={telLink(shop.phone)} className={callButton}>
            <Phone aria-hidden="true" className={callIcon} />
            {t.common.callToOrder}
          </a>
        ) : (
          <button type="button" disabled className={callButton}>
            <Phone aria-hidden="true" className={callIcon} />
            {t.common.callToOrder}
          </button>
        )}
      </div>
    </article>
  );
}

/**
 * The card's rating: the stars and the number of reviews, on one line. A slot of its own, so what a
 * card says of a gift's reviews changes here alone.
 */
export function CardRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const t = useMessages();
  const format = useFormat();
  if (reviewCount === 0) return <span className="whitespace-nowrap">{t.product.noReviews}</span>;
  // The number alone fits beside the stars on a phone's card; a screen reader says what it counts.
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <Stars rating={rating} />
      <span aria-hidden="true">({format.number(reviewCount)})</span>
      <span className="sr-only">{t.product.reviewCount(reviewCount)}</span>
    </span>
  );
}
