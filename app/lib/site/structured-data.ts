import type { Product } from "../../data/types";
import { shareImagePath } from "../catalog/images";
import { absoluteUrl } from "./seo";

interface Crumb {
  name: string;
  path: string;
}

/** schema.org Product with its offer in taka, for search results that show price and stock. */
export function productJsonLd(
  product: Product,
  categoryName: string | undefined,
  shopName: string,
  pagePath: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    // The share preview: a JPEG every reader of structured data understands, unlike an SVG.
    image: absoluteUrl(shareImagePath(product.image.src)),
    sku: String(product.id),
    ...(categoryName ? { category: categoryName } : {}),
    brand: { "@type": "Brand", name: shopName },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: product.rating,
      reviewCount: product.reviews,
      bestRating: 5,
    },
    offers: {
      "@type": "Offer",
      url: absoluteUrl(pagePath),
      price: product.price,
      priceCurrency: "BDT",
      availability: product.inStock
        ? "https://schema.org/InStock"
        : "https://schema.org/OutOfStock",
      seller: { "@type": "Organization", name: shopName },
    },
  };
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
