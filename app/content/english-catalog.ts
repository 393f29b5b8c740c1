import { catalogContent } from "./content.server";
import { createCatalog } from "../lib/catalog/catalog";

export const englishCatalog = createCatalog(catalogContent.data);
