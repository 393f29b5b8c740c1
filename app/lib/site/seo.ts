import { shop } from "../../data/shop";
import { localizePath, locales, type Locale } from "../../config/locale";
import { SHARE_IMAGE, shareImagePath } from "../catalog/images";

interface PageMetaInput {
  title: string;
  description: string;
  /** The page's path in the English edition; the other edition's path is derived from it. */
  path: string;
  locale: Locale;
  /**
   * The picture the share preview is made from (a source under /content or /images), with its
   * description in the page's language for those who cannot see it.
   */
  image: { src: string; alt: string };
  type?: "website" | "product";
}

type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string };

/** The shop's own picture, for a page that has none of its own. */
export function shopPicture(alt: string) {
  return { src: "/images/hero.jpg", alt };
}

export function absoluteUrl(path: string): string {
  return new URL(path, shop.siteUrl).href;
}

const ogLocale: Record<Locale, string> = { en: "en_US", bn: "bn_BD" };

/** The title, description, canonical and alternate links and Open Graph tags every page carries. */
export function pageMeta({
  title,
  description,
  path,
  locale,
  image,
  type = "website",
}: PageMetaInput): MetaTag[] {
  const url = absoluteUrl(localizePath(path, locale));
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...locales.map((other) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: other,
      href: absoluteUrl(localizePath(path, other)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(path) },
    { property: "og:type", content: type },
    { property: "og:site_name", content: shop.name },
    { property: "og:locale", content: ogLocale[locale] },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    // Facebook and WhatsApp show no SVG: the preview is the build's 1200×630 JPEG of the picture.
    { property: "og:image", content: absoluteUrl(shareImagePath(image.src)) },
    { property: "og:image:alt", content: image.alt },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: absoluteUrl(shareImagePath(image.src)) },
    { name: "twitter:image:alt", content: image.alt },
  ];
}
