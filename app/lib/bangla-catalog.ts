import { catalogContent } from "../data/content.server";
import { createCatalog } from "./catalog";
import { localizeCatalog } from "./localize-catalog";

export const banglaCatalog = createCatalog(
  localizeCatalog(catalogContent.data, catalogContent.translation),
);
