import { Link } from "react-router";
import type { Category } from "~/data/types";
import { useMessages, usePaths } from "~/hooks/use-messages";

/** Where an occasion's gifts beyond its page are: the categories it features, or every gift. */
export function OccasionMoreGifts({
  shown,
  total,
  moreIn,
}: {
  shown: number;
  total: number;
  /** The categories it features, when the rest are there; none sends the shopper to every gift. */
  moreIn: readonly Pick<Category, "slug" | "name">[];
}) {
  const t = useMessages();
  const paths = usePaths();
  const links =
    moreIn.length > 0
      ? moreIn.map((category) => ({ label: category.name, to: paths.category(category.slug) }))
      : [{ label: t.common.browseProducts, to: paths.products }];
  return (
    <div>
      <p className="text-muted">
        {moreIn.length > 0
          ? t.occasions.moreGifts(shown, total)
          : t.occasions.moreGiftsEverywhere(shown, total)}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-11 items-center rounded-full border border-sand bg-white px-4 font-semibold text-brand-700 hover:border-brand-200"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
