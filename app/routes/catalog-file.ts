import { catalogFileAt } from "~/config/paths";
import { catalogIndex } from "~/content/catalog-index";
import { homeData } from "~/content/home-data";
import type { Route } from "./+types/catalog-file";

/**
 * Prerendered into static JSON files. `<locale>.json` is the catalog index (every product's card
 * and the words search looks through, and the little extras a cart offers), fetched when a
 * shopper filters, searches, pages or opens a cart. `home-<locale>.json` is what Home shows, for
 * paths that were never prerendered.
 */
export function loader({ request }: Route.LoaderArgs) {
  const named = catalogFileAt(new URL(request.url).pathname);
  if (!named) throw new Response("Not Found", { status: 404 });
  return Response.json(
    named.file === "home" ? homeData(named.locale, Date.now()) : catalogIndex(named.locale),
  );
}
