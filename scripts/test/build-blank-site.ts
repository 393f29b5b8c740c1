// Builds another shop into `build-blank/`, begun the documented way (`npm run blank-start`, the
// owner's guide): none of the demo's gifts, reviews, team, gift days or claims, the starter gift,
// and another shop's name, numbers, wallet and logo in content/shop.yaml. The browser tests'
// "blank" project (tests/e2e/blank-start.spec.ts) serves it and looks for the demo in it.
import { execFileSync } from "node:child_process";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseDocument } from "yaml";
import { buildCopyInto, makeCatalogCopy } from "../bench/catalog-copy.ts";
import { anotherShop } from "./another-shop.ts";
import { typeScriptNode } from "../typescript-node.ts";

const target = resolve("build-blank");
const { dir } = await makeCatalogCopy(0);
const started = Date.now();
buildCopyInto(dir, target, () => {
  execFileSync(
    process.execPath,
    [
      ...typeScriptNode,
      "scripts/blank-start.ts",
      "--name",
      anotherShop.name,
      "--name-bn",
      anotherShop.nameBn,
      "--phone",
      anotherShop.phone,
      "--whatsapp",
      anotherShop.whatsapp,
      "--email",
      anotherShop.email,
      "--web-address",
      anotherShop.webAddress,
    ],
    { cwd: dir, stdio: ["ignore", "ignore", "inherit"] },
  );
  // What the blank start leaves for the admin: the shop's own wallet, hours, colour and logo.
  const file = join(dir, "content", "shop.yaml");
  const shop = parseDocument(readFileSync(file, "utf8"));
  shop.set(
    "wallets",
    shop.createNode([{ wallet: "bKash", number: anotherShop.bkash, kind: "personal" }]),
  );
  shop.set("logo", "logo.svg");
  shop.set("calls_from", "10:00");
  shop.set("calls_until", "20:00");
  shop.set("brand_colour", anotherShop.brandColour);
  writeFileSync(file, shop.toString({ lineWidth: 0 }));
  copyFileSync(join(dir, "public", "icon.svg"), join(dir, "content", "logo.svg"));
});
console.log(`Built the blank-start test site in ${((Date.now() - started) / 1000).toFixed(0)} s`);
