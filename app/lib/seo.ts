import { shop } from "../config/shop";

interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  image?: string;
  type?: "website" | "product";
}

type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

export function absoluteUrl(path: string): string {
  return new URL(path, shop.siteUrl).href;
}

/** The title, description, canonical link and Open Graph tags every page carries. */
export function pageMeta({
  title,
  description,
  path,
  image = "/images/hero.svg",
  type = "website",
}: PageMetaInput): MetaTag[] {
  const url = absoluteUrl(path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: shop.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(image) },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
