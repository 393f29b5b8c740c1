// Builds the site with the shop's catalog plus generated gifts into `build-paged/`, so browser tests
// can page through listings: the shop's own 9 products fit on one page. It also gains a product
// added as docs/owner.md says, with a phone photo (scripts/test/added-product.ts). Run by `npm run test:e2e`.
import { resolve } from "node:path";
import { addProductTheOwnersWay } from "./added-product.ts";
import { buildCopyInto, makeCatalogCopy } from "../bench/catalog-copy.ts";

/** Enough for three pages of 24 with the shop's own products. */
const PAGED_SITE_EXTRA_PRODUCTS = 45;
const target = resolve("build-paged");
const { dir } = await makeCatalogCopy(PAGED_SITE_EXTRA_PRODUCTS);
await addProductTheOwnersWay(dir);
const started = Date.now();
buildCopyInto(dir, target);
console.log(
  `Built the paged test site (${PAGED_SITE_EXTRA_PRODUCTS} extra products) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
