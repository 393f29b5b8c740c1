import { ClipboardList, MessageCircle, Phone, ShoppingBag } from "~/components/icons";
import { useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { GiftChoicesForm } from "~/components/gift-choices-form";
import { Breadcrumbs, GiftDayTrail } from "~/components/breadcrumbs";
import { NotFound } from "~/components/not-found";
import { PriceTag } from "~/components/price-tag";
import { ProductActionBar } from "~/components/product-action-bar";
import { ProductDelivery } from "~/components/product-delivery";
import { ProductGallery } from "~/components/product-gallery";
import { ProductGrid } from "~/components/product-grid";
import { QuantityInput } from "~/components/quantity-input";
import { ShareButton } from "~/components/share-button";
import { StructuredData } from "~/components/structured-data";
import { earlyCartAdd } from "~/start-up/protocol";
import { ProductReviews } from "~/components/product-reviews";
import { RatingLine } from "~/components/rating-line";
import { StockStatus } from "~/components/stock-status";
import { buttonPrimary, buttonSecondary, buttonWhatsapp } from "~/components/ui";
import { WishlistToggle } from "~/components/wishlist-toggle";
import { paths } from "~/config/paths";
import { shop } from "~/data/shop";
import type { Category, OccasionName, Product, ProductSummary, Review } from "~/data/types";
import { useAddToCart } from "~/hooks/use-cart";
import { useInView } from "~/hooks/use-in-view";
import { singleOrderActions } from "~/hooks/use-single-order";
import { localeFromPath } from "~/config/locale";
import { bundleFromMatches } from "~/i18n/route-bundle";
import { useFormat, useMessages, usePaths } from "~/hooks/use-messages";
import { telLink, whatsappLink } from "~/lib/contact/contact-links";
import { editionCatalog } from "~/content/edition-catalog";
import { readWrappingPhotoFile } from "~/content/shop-settings.server";
import type { WrappingPhoto } from "~/data/shop-settings";
import { occasionsFeaturing } from "~/content/edition-occasions";
import { formatTaka } from "~/lib/prices/money";
import { prerenderedOr } from "~/framework/prerendered-data";
import { discountPercent } from "~/lib/prices/pricing";
import { absoluteUrl, pageMeta } from "~/lib/site/seo";
import { breadcrumbJsonLd, productJsonLd } from "~/lib/site/structured-data";
import type { Route } from "./+types/product";
import type { CartLine } from "~/lib/cart/cart";
import { asksForChoices, type Choices } from "~/lib/cart/choices";
import { firstChoices, resolveChoices, writtenTexts } from "~/lib/cart/choice-prices";

interface ProductPageData {
  product: Product;
  category: Pick<Category, "name" | "slug"> | null;
  related: ProductSummary[];
  /** Its own reviews, newest first: never another gift's. */
  reviews: Review[];
  occasions: OccasionName[];
  /** The shop's photo of a gift as it arrives wrapped, beside the wrapping promise. */
  wrappingPhoto: WrappingPhoto | null;
}

/** Runs when the site is built: the page carries its product, its category and related gifts. */
export function loader({ params, request }: Route.LoaderArgs): ProductPageData | { product: null } {
  const locale = localeFromPath(new URL(request.url).pathname);
  const catalog = editionCatalog(locale);
  const product = catalog.findProduct(params.id);
  if (!product) return { product: null };
  const category = catalog.findCategoryBySlug(product.category);
  return {
    product,
    category: category ? { name: category.name, slug: category.slug } : null,
    related: catalog.relatedProducts(product),
    reviews: catalog.reviewsOf(product.id),
    occasions: occasionsFeaturing(locale, product.id),
    wrappingPhoto: readWrappingPhotoFile(locale),
  };
}

/** An id that was never prerendered has no data file: the page says "Product not found". */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return prerenderedOr(serverLoader, { product: null });
}

/** A product's own page: everything needed to decide, and three ways to order it. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { t, locale } = bundleFromMatches(matches);
  if (!loaderData?.product) {
    return [
      { title: t.meta.pageTitle(t.notFound.productTitle) },
      { name: "robots", content: "noindex" },
    ];
  }
  const { product } = loaderData;
  return [
    ...pageMeta({
      title: t.meta.pageTitle(product.name),
      description: t.productPage.description(product.name, formatTaka(product.price, locale)),
      path: paths.product(product.id),
      locale,
      image: product.image,
      type: "product",
    }),
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages();
  const paths = usePaths();
  if (!loaderData.product) {
    return (
      <NotFound title={t.notFound.productTitle} text={t.notFound.productText}>
        <Link to={paths.products} className={buttonPrimary}>
          {t.common.browseProducts}
        </Link>
        <Link to={paths.home} className={buttonSecondary}>
          {t.common.backHome}
        </Link>
      </NotFound>
    );
  }
  return <ProductDetails key={loaderData.product.id} {...loaderData} />;
}

function ProductDetails({
  product,
  category,
  related,
  reviews,
  occasions,
  wrappingPhoto,
}: ProductPageData) {
  const t = useMessages();
  const paths = usePaths();
  const format = useFormat();
  const [quantity, setQuantity] = useState(1);
  const quantityId = useId();
  const [choices, setChoices] = useState<Choices>(() => firstChoices(product));
  const [typed, setTyped] = useState<Choices>({});
  // The price follows the choices alone: the text is checked on 'Add to Cart'. Every choice here
  // is one of the gift's own, so the fallback is never used.
  const chosen = resolveChoices({ ...product, personalisation: [] }, choices, undefined) ?? {
    ...product,
    details: [],
  };
  const discount = discountPercent(chosen.price, chosen.originalPrice);
  const pageUrl = absoluteUrl(paths.product(product.id));
  const written = writtenTexts(product.personalisation ?? [], typed);
  const orderText = t.product.whatsappMessage(product.name, format.taka(chosen.price), pageUrl, [
    ...chosen.details,
    ...(product.personalisation ?? []).flatMap((field) => {
      const value = written[field.id];
      return value ? [{ label: field.label, value }] : [];
    }),
  ]);

  const addToCart = useAddToCart();
  const addQuantity = () => addToCart(product.name, { productId: product.id, quantity });
  const navigate = useNavigate();
  // 'Order this gift': the gift alone, with its choices, straight to the order form; the cart stays.
  const orderAlone = (line: CartLine) => {
    singleOrderActions.start(line);
    void navigate(paths.singleOrder);
  };
  const orderQuantity = () => orderAlone({ productId: product.id, quantity });
  const withChoices = asksForChoices(product);
  const choicesFormId = useId();
  // The page's own buttons: while they show, the phone's action bar steps aside.
  const mainActions = useRef<HTMLDivElement>(null);
  const actionsInView = useInView(mainActions);

  return (
    <>
      <div className="container-page py-6 sm:py-10">
        <GiftDayTrail occasions={occasions}>
          <Breadcrumbs
            crumbs={[
              { label: t.header.home, to: paths.home },
              { label: t.header.products, to: paths.products },
              ...(category ? [{ label: category.name, to: paths.category(category.slug) }] : []),
              { label: product.name },
            ]}
          />
        </GiftDayTrail>
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <ProductGallery
            product={product}
            badge={
              discount > 0 ? (
                <span className="absolute top-4 left-4 rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white">
                  {t.product.discountBadge(discount)}
                </span>
              ) : null
            }
          />

          <div>
            {category ? (
              <Link
                to={paths.category(category.slug)}
                className="inline-flex min-h-8 items-center text-sm font-semibold tracking-wide text-brand-700 uppercase hover:underline"
              >
                {category.name}
              </Link>
            ) : null}
            <h1 className="mt-1 font-display text-3xl font-bold text-brand-900 sm:text-4xl">
              {product.name}
            </h1>
            <p className="mt-3 flex items-center gap-2 text-sm text-muted">
              {product.reviewCount > 0 ? (
                <a
                  href="#reviews"
                  className="inline-flex min-h-8 items-center gap-2 hover:underline"
                >
                  <RatingLine
                    rating={product.rating}
                    reviewCount={product.reviewCount}
                    size="md"
                    withValue
                  />
                </a>
              ) : (
                <RatingLine rating={product.rating} reviewCount={0} />
              )}
            </p>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <PriceTag price={chosen.price} originalPrice={chosen.originalPrice} size="lg" />
              {discount > 0 ? (
                <span className="rounded-full bg-gold-100 px-3 py-1 text-sm font-bold text-gold-700">
                  {t.product.discountSave(discount)}
                </span>
              ) : null}
            </div>
            <div className="mt-3">
              <StockStatus inStock={product.inStock} />
            </div>
            <p className="mt-5 leading-relaxed">{product.description}</p>

            {product.inStock && withChoices ? (
              <GiftChoicesForm
                id={choicesFormId}
                actionsRef={mainActions}
                product={product}
                choices={choices}
                onChoose={(optionId, choiceId) =>
                  setChoices((current) => ({ ...current, [optionId]: choiceId }))
                }
                typed={typed}
                onType={(fieldId, text) => setTyped((current) => ({ ...current, [fieldId]: text }))}
                onOrder={orderAlone}
              />
            ) : product.inStock ? (
              <div ref={mainActions} className="mt-6 flex flex-wrap items-end gap-4">
                <QuantityInput id={quantityId} value={quantity} onChange={setQuantity} />
                {/* Its label never wraps: beside a narrow quantity box it moves below it. */}
                <button
                  type="button"
                  {...earlyCartAdd(product, quantityId)}
                  onClick={addQuantity}
                  className={`${buttonPrimary} flex-1 whitespace-nowrap`}
                >
                  <ShoppingBag aria-hidden="true" className="size-5" />
                  {t.cart.add}
                </button>
                <button
                  type="button"
                  onClick={orderQuantity}
                  className={`${buttonSecondary} w-full whitespace-nowrap`}
                >
                  <ClipboardList aria-hidden="true" className="size-5" />
                  {t.product.orderThisGift}
                </button>
              </div>
            ) : (
              <p className="mt-6 rounded-2xl bg-brand-50 p-4 text-brand-900">
                {t.product.outOfStockNote}
              </p>
            )}

            {/* Side by side when both labels fit on one line each, else one below the other. */}
            <div className="mt-4 flex flex-wrap gap-3 *:grow *:basis-60 *:whitespace-nowrap">
              <a
                href={telLink(shop.phone)}
                className={product.inStock ? buttonSecondary : buttonPrimary}
              >
                <Phone aria-hidden="true" className="size-4" />
                {t.common.callToOrder}
              </a>
              <a
                href={whatsappLink(shop.whatsapp, orderText)}
                className={buttonWhatsapp}
                rel="noopener noreferrer"
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                {t.product.orderOnWhatsapp}
              </a>
            </div>
            <div className="mt-4 flex gap-2">
              <WishlistToggle product={product} className="border border-sand" />
              <ShareButton title={product.name} url={pageUrl} />
            </div>

            <ProductDelivery
              price={chosen.price}
              inStock={product.inStock}
              occasions={occasions}
              wrappingPhoto={wrappingPhoto}
            />
          </div>
        </div>
      </div>

      <ProductReviews reviews={reviews} rating={product.rating} />

      {related.length > 0 ? (
        <section aria-labelledby="related" className="container-page py-10">
          <h2 id="related" className="mb-6 font-display text-2xl font-bold">
            {t.product.relatedHeading}
          </h2>
          <ProductGrid products={related} picturesOnceStarted />
        </section>
      ) : null}

      <StructuredData
        data={productJsonLd(product, reviews, category?.name, shop.name, paths.product(product.id))}
      />
      <StructuredData
        data={breadcrumbJsonLd([
          { name: t.header.home, path: paths.home },
          { name: t.header.products, path: paths.products },
          ...(category ? [{ name: category.name, path: paths.category(category.slug) }] : []),
          { name: product.name, path: paths.product(product.id) },
        ])}
      />

      {/* Out of stock, the page's own actions are the phone and WhatsApp, and the sticky header
          keeps the phone number in reach: there is nothing to buy from a bar. */}
      {product.inStock ? (
        <ProductActionBar
          hidden={actionsInView}
          price={chosen.price}
          add={withChoices ? { form: choicesFormId } : { onClick: addQuantity }}
          addEarly={earlyCartAdd(product, quantityId)}
          order={withChoices ? { form: choicesFormId } : { onClick: orderQuantity }}
        />
      ) : null}
    </>
  );
}
