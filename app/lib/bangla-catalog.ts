import { categoriesBn, productsBn, teamBn, testimonialsBn } from "../data/catalog-bn";
import { categories } from "../data/categories";
import { products } from "../data/products";
import { team } from "../data/team";
import { testimonials } from "../data/testimonials";
import { createCatalog } from "./catalog";
import { localizeCatalog } from "./localize-catalog";

export const banglaCatalog = createCatalog(
  localizeCatalog(
    { products, categories, testimonials, team },
    { products: productsBn, categories: categoriesBn, testimonials: testimonialsBn, team: teamBn },
  ),
);
