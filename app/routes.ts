import { layout, route, type RouteConfig } from "@react-router/dev/routes";
import type { Locale } from "./config/locale";
import { pages } from "./config/pages";
import { hasInstances } from "./content/prerender-paths";

/** The pages of one edition; ids carry the language because both editions share the modules. */
function editionRoutes(locale: Locale) {
  return [
    ...pages.filter(hasInstances).map((page) => {
      const path = page.path.slice(1);
      return route(path, page.file, { id: `${locale}/${path || "home"}` });
    }),
    // The spec: any other path shows the Home page.
    route("*", "routes/unknown-path.tsx", { id: `${locale}/unknown-path-home` }),
  ];
}

export default [
  route("catalog/:file", "routes/catalog-file.ts"),
  route("bn", "routes/layout-bn.tsx", editionRoutes("bn")),
  layout("routes/layout-en.tsx", editionRoutes("en")),
] satisfies RouteConfig;
