import { catalogContent } from "./content.server";
import { createCatalog } from "../lib/catalog/catalog";
import { catalogInEdition } from "../lib/catalog/catalog-in-edition";

export const englishCatalog = createCatalog(catalogInEdition(catalogContent.catalog, "en"));
