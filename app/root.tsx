import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import { SiteShell } from "./components/site-shell";
import { useMessages } from "./i18n/use-messages";
import "./styles/app.css";

export const links = () => [
  { rel: "icon", href: "/icon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#8c1230" />
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
  // Marks the moment the prerendered page becomes interactive, so browser tests act on the app,
  // not on HTML that React is still taking over.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/** Shown by the static fallback page for unknown paths until the app has started. */
export function HydrateFallback() {
  const t = useMessages();
  return (
    <SiteShell>
      <p className="container-page py-24 text-center text-muted">{t.common.loading}</p>
    </SiteShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useMessages();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <SiteShell>
      <section className="container-page py-20 text-center">
        <h1 className="font-display text-3xl text-brand-800">{t.error.title}</h1>
        <p className="mx-auto mt-4 max-w-prose text-muted">{t.error.text}</p>
        {detail ? <p className="mt-2 text-sm text-muted">{detail}</p> : null}
        <a
          href="/"
          className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white"
        >
          {t.common.backHome}
        </a>
      </section>
    </SiteShell>
  );
}
