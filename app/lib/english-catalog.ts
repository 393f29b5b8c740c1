import { categories } from "../data/categories";
import { products } from "../data/products";
import { team } from "../data/team";
import { testimonials } from "../data/testimonials";
import { createCatalog } from "./catalog";

export const englishCatalog = createCatalog({ products, categories, testimonials, team });
