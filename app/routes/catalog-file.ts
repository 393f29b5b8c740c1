import type { Locale } from "~/config/locale";
import { editionCatalog } from "~/content/edition-catalog";
import type { Route } from "./+types/catalog-file";

/**
 * Prerendered into static JSON files. `<locale>.json` is the catalog index (every product's card
 * and the words search looks through), fetched when a shopper filters, searches, pages or opens a
 * cart. `home-<locale>.json` is what Home shows, for paths that were never prerendered.
 */
export function loader({ params }: Route.LoaderArgs) {
  const match = /^(home-)?(en|bn)\.json$/.exec(params.file);
  if (!match) throw new Response("Not Found", { status: 404 });
  const catalog = editionCatalog(match[2] as Locale);
  return Response.json(match[1] ? catalog.homePage() : { products: catalog.index() });
}
