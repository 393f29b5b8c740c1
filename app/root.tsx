import { useState, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from "react-router";
import { buttonPrimary } from "./components/ui";
import { shop } from "./data/shop";
import { isNetworkFailure } from "./framework/router-contracts";
import { telLink } from "./lib/contact/contact-links";
import { bootText } from "./i18n/boot-text";
import { localeFromPath, localizePath } from "./config/locale";
import { editionCatalog } from "./content/edition-catalog";
import { editionOccasionNames } from "./content/edition-occasions";
import type { SiteData } from "./lib/catalog/catalog";
import { useInstallable } from "./hooks/use-service-worker";
import "./styles/app.css";

export const links = () => [
  { rel: "icon", href: "/icons/icon-64.png", type: "image/png", sizes: "64x64" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

/**
 * Runs when the site is built: every page carries the categories' and gift days' names and slugs
 * for the phone menu (a few hundred bytes each), and the fallback page for unknown paths has them
 * too, as React Router prerenders the root's data into it.
 */
export function loader(): SiteData {
  return {
    menuCategories: {
      en: editionCatalog("en").menuCategories(),
      bn: editionCatalog("bn").menuCategories(),
    },
    giftDays: { en: editionOccasionNames("en"), bn: editionOccasionNames("bn") },
  };
}

/** Each edition installs with its own name and start page (public/bn/manifest.webmanifest). */
const manifests = { en: "/manifest.webmanifest", bn: "/bn/manifest.webmanifest" };

export function Layout({ children }: { children: ReactNode }) {
  const locale = localeFromPath(useLocation().pathname);
  const installable = useInstallable();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={shop.themeColour} />
        {installable ? <link rel="manifest" href={manifests[locale]} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Shown by the static fallback page for unknown paths until the app has started. The page was
 * prerendered once for every language, so it shows no words, only a spinner with a label. The
 * spinner is an SVG because a browser counts it as content: the app starts at the first
 * contentful paint (decision 003), and a spinner drawn with borders alone never made one, so the
 * page waited for the start script's 5 s fallback before it said 'Product not found'.
 */
export function HydrateFallback() {
  const locale = localeFromPath(useLocation().pathname);
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <span role="status" aria-label={bootText[locale].loading}>
        <svg
          aria-hidden="true"
          viewBox="0 0 40 40"
          fill="none"
          strokeWidth="4"
          className="size-10 animate-spin"
        >
          <circle cx="20" cy="20" r="18" className="stroke-brand-200" />
          <path d="M20 2a18 18 0 0 1 18 18" className="stroke-brand-700" />
        </svg>
      </span>
    </div>
  );
}

/**
 * Only for a failure outside both editions' layouts, which have error pages of their own. Offline,
 * that is an edition this phone never opened (the service worker keeps the shopper's own): the
 * page says so, with the phone, in the edition's language.
 */
export function ErrorBoundary() {
  const locale = localeFromPath(useLocation().pathname);
  const text = bootText[locale];
  const error = useRouteError();
  const [failedOffline] = useState(() => typeof navigator !== "undefined" && !navigator.onLine);
  if (failedOffline || isNetworkFailure(error)) {
    return (
      <main className="container-page py-20 text-center">
        <h1 className="font-display text-3xl text-brand-800">{text.offlineTitle}</h1>
        <p className="mx-auto mt-4 max-w-prose text-muted">{text.offlineText}</p>
        <a href={telLink(shop.phone)} className={`${buttonPrimary} mt-8`}>
          {text.call} <span className="whitespace-nowrap">{text.phone}</span>
        </a>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mx-auto mt-4 block min-h-11 px-4 font-semibold text-brand-800 underline underline-offset-2"
        >
          {text.tryAgain}
        </button>
      </main>
    );
  }
  return (
    <main className="container-page py-20 text-center">
      <h1 className="font-display text-3xl text-brand-800">{text.errorTitle}</h1>
      <p className="mx-auto mt-4 max-w-prose text-muted">{text.errorText}</p>
      <a
        href={localizePath("/", locale)}
        className="mt-8 inline-block font-semibold text-brand-700 underline"
      >
        {text.home}
      </a>
    </main>
  );
}
