import { usePaths } from "~/hooks/use-messages";
import { Gift } from "./icons";
import { Link } from "react-router";
import { shop } from "~/data/shop";
import { responsiveImage } from "~/lib/catalog/images";

/**
 * A phone's header holds the name on one line beside four buttons: about eight letters at the
 * demo's size, and a longer name a step smaller for each few letters more.
 */
const nameSize =
  shop.name.length <= 8
    ? "text-xl sm:text-2xl"
    : shop.name.length <= 12
      ? "text-lg sm:text-2xl"
      : "text-base sm:text-xl";

/**
 * The shop's name with its logo (content/shop.yaml), or with the gift mark in the brand colour
 * for a shop that has none. The name beside it is the link's words, so the picture says nothing.
 */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const paths = usePaths();
  return (
    <Link
      to={paths.home}
      className={`inline-flex items-center gap-2 font-display font-bold whitespace-nowrap ${nameSize} ${tone === "dark" ? "text-brand-800" : "text-white"}`}
    >
      {shop.logo ? (
        <img
          {...responsiveImage(shop.logo, "logo")}
          alt=""
          width={36}
          height={36}
          className="size-9 rounded-xl object-contain"
        />
      ) : (
        <span className="inline-flex size-9 items-center justify-center rounded-xl bg-brand-700 text-white">
          <Gift aria-hidden="true" className="size-5" />
        </span>
      )}
      {shop.name}
    </Link>
  );
}
