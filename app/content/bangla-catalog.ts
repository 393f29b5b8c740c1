import { catalogContent } from "./content.server";
import { createCatalog } from "../lib/catalog/catalog";
import { localizeCatalog } from "../lib/catalog/localize-catalog";

export const banglaCatalog = createCatalog(
  localizeCatalog(catalogContent.data, catalogContent.translation),
);
