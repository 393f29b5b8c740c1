import { catalogContent } from "../data/content.server";
import { createCatalog } from "./catalog";

export const englishCatalog = createCatalog(catalogContent.data);
