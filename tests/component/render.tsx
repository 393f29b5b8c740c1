import { render, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType, ReactNode } from "react";
import { createRoutesStub, Outlet, useLocation, type LoaderFunction } from "react-router";
import { localizePath, type Locale } from "../../app/config/locale";
import { DeviceReadyContext } from "../../app/hooks/use-device-value";
import { LocaleContext } from "../../app/hooks/use-messages";
import { bn } from "../../app/i18n/bn";
import { bnBundle } from "../../app/i18n/bn-bundle";
import { en } from "../../app/i18n/en";
import { enBundle } from "../../app/i18n/en-bundle";
import { loader as siteLoader } from "../../app/root";
import BanglaLayout, { ErrorBoundary as BanglaError } from "../../app/routes/layout-bn";
import EnglishLayout, { ErrorBoundary as EnglishError } from "../../app/routes/layout-en";

const bundles = { en: enBundle, bn: bnBundle };

/** Both editions, with their words: most tests run in each. */
export const editions = [
  { locale: "en", t: en },
  { locale: "bn", t: bn },
] as const;

export type Texts = (typeof editions)[number]["t"];

type Rendered = RenderResult & { user: ReturnType<typeof userEvent.setup> };

/** Where a link leads when the test gave no page for its address: a page that names it. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

export interface RenderOptions {
  locale?: Locale;
  /** The address the page is opened at, in English (`/cart` is `/bn/cart` in Bangla). */
  path?: string;
  /**
   * False renders the page as the prerendered HTML shows it, before it reads the device (the
   * cart, the wishlist, the order form): `useDeviceValue` is then null.
   */
  started?: boolean;
}

/**
 * A component inside one edition, as a page holds it: its language, a router at `path`, and the
 * device's values read. Links to anywhere else land on a page that names their address.
 */
export function renderInEdition(
  ui: ReactNode,
  { locale = "en", path = "/", started = true }: RenderOptions = {},
): Rendered {
  const at = localizePath(path, locale);
  const Stub = createRoutesStub([
    {
      path: at.split("?")[0],
      Component: () => (
        <LocaleContext.Provider value={bundles[locale]}>
          <DeviceReadyContext value={{ ready: started, markReady: () => {} }}>
            {ui}
          </DeviceReadyContext>
        </LocaleContext.Provider>
      ),
    },
    { path: "*", Component: Elsewhere },
  ]);
  return { user: userEvent.setup(), ...render(<Stub initialEntries={[at]} />) };
}

/**
 * A route module's page: its component and loader are typed by React Router's generated types,
 * which a stub router cannot name, so they are taken as they are (`never` accepts any of them).
 */
export interface PageRoute {
  /** The route's path pattern in English (`/product/:id`). */
  path: string;
  Component: ComponentType<never>;
  /** The route's loader, run as the build runs it: with the page's request and its parameters. */
  loader?: (args: never) => unknown;
}

/**
 * The site as the app's route tree holds it, opened at `path` (in its edition's own form: `/bn/…`
 * for Bangla): the root, whose data gives the phone menu its categories, above both editions, each
 * with its header, footer, notices and error page, and with the pages given (`shown`), each with
 * the data its loader gives when the site is built. The page starts as in a browser: first as
 * prerendered, then reading the device. Any other address shows a page that names it
 * (`getByTestId("elsewhere")`).
 */
export function renderSite(path: string, shown: readonly PageRoute[]): Rendered {
  const edition = (locale: Locale) =>
    shown.map((page, index) => ({
      id: `${locale}-page-${index}`,
      path: localizePath(page.path, locale),
      // The stub gives the component its loader's data and the loader its request and params:
      // all a route module reads.
      Component: page.Component as ComponentType,
      ...(page.loader
        ? { loader: page.loader as LoaderFunction, HydrateFallback: () => null }
        : {}),
    }));
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: siteLoader,
      HydrateFallback: () => null,
      Component: Outlet,
      children: [
        {
          id: "bn-layout",
          path: "/bn",
          Component: BanglaLayout,
          ErrorBoundary: BanglaError,
          handle: { bundle: bnBundle },
          children: [...edition("bn"), { path: "/bn/*", Component: Elsewhere }],
        },
        {
          id: "en-layout",
          Component: EnglishLayout,
          ErrorBoundary: EnglishError,
          handle: { bundle: enBundle },
          children: [...edition("en"), { path: "*", Component: Elsewhere }],
        },
      ],
    },
  ]);
  return { user: userEvent.setup(), ...render(<Stub initialEntries={[path]} />) };
}

/**
 * One page of an edition at `path` (in English; the edition's form is worked out), in the whole
 * site (renderSite). Pages in `also` can be reached by the page's links.
 */
export function renderPage(
  route: PageRoute,
  {
    locale = "en",
    path = route.path,
    also = [],
  }: Omit<RenderOptions, "started"> & { also?: readonly PageRoute[] } = {},
): Rendered {
  return renderSite(localizePath(path, locale), [route, ...also]);
}
