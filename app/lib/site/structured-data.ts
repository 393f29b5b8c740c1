import type { Product, ProductOption, Review } from "../../data/types";
import { IMAGE_WIDTHS, rasterPath, shareImagePath } from "../catalog/images";
import { absoluteUrl } from "./seo";

interface Crumb {
  name: string;
  path: string;
}

/**
 * schema.org Product with its offer in taka, for search results that show price and stock, and
 * its rating and reviews only as its page shows them: none without reviews.
 */
export function productJsonLd(
  product: Product,
  reviews: readonly Review[],
  categoryName: string | undefined,
  shopName: string,
  pagePath: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    // The main photo's share preview, a JPEG every reader of structured data understands, unlike
    // an SVG; the further photos have no share preview, so their largest WebP copy.
    image: [
      absoluteUrl(shareImagePath(product.image.src)),
      ...(product.views ?? []).map((view) =>
        absoluteUrl(rasterPath(view.src, Math.max(...IMAGE_WIDTHS))),
      ),
    ],
    sku: String(product.id),
    ...(categoryName ? { category: categoryName } : {}),
    brand: { "@type": "Brand", name: shopName },
    ...(reviews.length > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            reviewCount: reviews.length,
            bestRating: 5,
          },
          review: reviews.map((review) => ({
            "@type": "Review",
            author: { "@type": "Person", name: review.name },
            datePublished: review.date,
            reviewBody: review.text,
            inLanguage: review.lang,
            reviewRating: { "@type": "Rating", ratingValue: review.stars, bestRating: 5 },
          })),
        }
      : {}),
    offers: productOffer(product, absoluteUrl(pagePath), shopName),
  };
}

/**
 * One Offer for a gift at one price; for a gift whose choices change its price, an AggregateOffer
 * from the cheapest to the dearest way to buy it, as search results show a range.
 */
function productOffer(product: Product, url: string, shopName: string) {
  const common = {
    url,
    priceCurrency: "BDT",
    availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    seller: { "@type": "Organization", name: shopName },
  };
  const options = product.options ?? [];
  const range = priceRange(product.price, options);
  if (range.low === range.high) return { "@type": "Offer", price: product.price, ...common };
  return {
    "@type": "AggregateOffer",
    lowPrice: range.low,
    highPrice: range.high,
    offerCount: options.reduce((count, option) => count * option.choices.length, 1),
    ...common,
  };
}

/** Each option adds at least its cheapest choice's surcharge, and at most its dearest one's. */
function priceRange(price: number, options: readonly ProductOption[]) {
  const surcharges = options.map((option) => option.choices.map((choice) => choice.surcharge));
  const sum = (pick: (values: number[]) => number) =>
    surcharges.reduce((total, values) => total + (values.length > 0 ? pick(values) : 0), price);
  return { low: sum((values) => Math.min(...values)), high: sum((values) => Math.max(...values)) };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
