// The product the paged browser-test site gains as docs/owner.md tells the owner to add one: copy a
// product's folder, change its text, drop in a phone photo (4000 × 3000, stored on its side with
// EXIF orientation 6, as phones do). tests/e2e/added-product.spec.ts looks for it on every page.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { phonePhoto } from "./photo-fixture.ts";

export const addedProduct = {
  id: 9001,
  folder: "brass-lamp",
  category: "wedding-gifts",
  /** Above the price slider's top: gift shops sell hampers and jewellery that cost more. */
  price: 15000,
  /** As a phone names it. */
  photo: "IMG_2041.JPG",
  name: { en: "Brass Table Lamp", bn: "পিতলের টেবিল ল্যাম্প" },
};

/**
 * Adds the product to the copy of the site in `dir`, the owner's way.
 */
export async function addProductTheOwnersWay(dir: string) {
  const products = join(dir, "content", "products");
  const folder = join(products, addedProduct.folder);
  cpSync(join(products, "photo-frame"), folder, { recursive: true });
  for (const name of readdirSync(folder)) if (name !== "product.yaml") rmSync(join(folder, name));
  const text = readFileSync(join(folder, "product.yaml"), "utf8")
    .replace(/^id: \d+$/m, `id: ${addedProduct.id}`)
    .replace(/^category: .+$/m, `category: ${addedProduct.category}`)
    // A lamp is a wedding gift only: the frame's other occasions go, with their comment.
    .replace(/^(#[^\n]*\n)*also_in:\n( {2}- [^\n]*\n)*/m, "")
    .replace(/^price: \d+$/m, `price: ${addedProduct.price}`)
    .replace(/^original_price: \d+\n/m, "")
    .replace(/^ {2}en: Personalized Photo Frame$/m, `  en: ${addedProduct.name.en}`)
    .replace(/^ {2}bn: পার্সোনালাইজড ফটো ফ্রেম$/m, `  bn: ${addedProduct.name.bn}`)
    // A lamp has nothing to engrave: the frame's text to ask for goes, with its comment.
    .replace(/^(#[^\n]*\n)*personalisation:\n([ #][^\n]*\n)*/m, "")
    // Its one photo, named as the main one, needs no further photos or descriptions.
    .replace(/^photo: .+$/m, `photo: ${addedProduct.photo}`)
    .replace(/^(#[^\n]*\n)*more_photos:\n( [^\n]*\n)*/m, "")
    .replace(/^(#[^\n]*\n)*more_photo_descriptions:\n( [^\n]*\n)*/m, "");
  writeFileSync(join(folder, "product.yaml"), text);
  const photo = await phonePhoto({ width: 4000, height: 3000, seed: 42, orientation: 6 });
  writeFileSync(join(folder, addedProduct.photo), photo);
}
