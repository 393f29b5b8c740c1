import { render, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType, ReactNode } from "react";
import { createRoutesStub, useLocation, type LoaderFunction } from "react-router";
import type { Locale } from "../../app/config/locale";
import { localizePath } from "../../app/config/locale";
import { DeviceReadyContext } from "../../app/hooks/use-device-value";
import { LocaleContext } from "../../app/hooks/use-messages";
import { bnBundle } from "../../app/i18n/bn-bundle";
import { enBundle } from "../../app/i18n/en-bundle";
import EnglishLayout from "../../app/routes/layout-en";
import BanglaLayout from "../../app/routes/layout-bn";

const bundles = { en: enBundle, bn: bnBundle };

/** Where the stub's links lead when no route of the test is there: a page saying its address. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

export interface RenderOptions {
  locale?: Locale;
  /** The address the page is opened at, in the edition's own form (`/cart` becomes `/bn/cart`). */
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
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
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
 * A whole page of one edition at `path`: the site's header, footer and notices around the route's
 * component, with the data its loader gives when the site is built. The page starts as in a
 * browser: first as prerendered, then reading the device. Pages in `also` can be reached by the
 * page's links; any other address shows a page that names it (`getByTestId("elsewhere")`).
 */
export function renderPage(
  route: PageRoute,
  {
    locale = "en",
    path = route.path,
    also = [],
  }: Omit<RenderOptions, "started"> & { also?: PageRoute[] } = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const pathIn = (english: string) =>
    locale === "bn" ? `/bn${english === "/" ? "" : english}` : english;
  const Stub = createRoutesStub([
    {
      id: `${locale}-layout`,
      path: locale === "bn" ? "/bn" : "/",
      Component: locale === "bn" ? BanglaLayout : EnglishLayout,
      handle: { bundle: bundles[locale] },
      children: [
        ...[route, ...also].map((page, index) => ({
          id: `page-${index}`,
          path: pathIn(page.path),
          // The stub gives the component its loader's data and the loader its request and params:
          // all a route module reads.
          Component: page.Component as ComponentType,
          ...(page.loader
            ? { loader: page.loader as LoaderFunction, HydrateFallback: () => null }
            : {}),
        })),
        { path: "*", Component: Elsewhere },
      ],
    },
    { path: "*", Component: Elsewhere },
  ]);
  return {
    user: userEvent.setup(),
    ...render(<Stub initialEntries={[localizePath(path, locale)]} />),
  };
}
