import { districts } from "../../data/districts";
import { shop } from "../../data/shop";
import type { Locale } from "../../config/locale";

export interface DeliveryArea {
  id: string;
  name: string;
}

/**
 * The districts the shop delivers to outside Dhaka city (its settings), in one edition's language
 * and alphabetical order, for the order page's loader: the page carries only the names it shows.
 */
export function deliveryDistricts(
  locale: Locale,
  delivered: "all" | readonly string[] = shop.policies.outsideDistricts,
): DeliveryArea[] {
  const collator = new Intl.Collator(locale === "bn" ? "bn" : "en");
  return districts
    .filter((district) => delivered === "all" || delivered.includes(district.id))
    .map((district) => ({
      id: district.id,
      name: locale === "bn" ? district.nameBn : district.name,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
