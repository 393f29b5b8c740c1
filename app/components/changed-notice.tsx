import { TriangleAlert } from "./icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useMessages, usePaths } from "~/hooks/use-messages";
import type { PricedLine } from "~/lib/cart/cart-summary";

/**
 * Why the order cannot be sent yet: lines whose choices or text the gift no longer fits. Each leads
 * to its gift's page to add it again (a new line; the old one is removed in the cart); `children` adds what the page offers besides (the cart, from the
 * order page).
 */
export function ChangedNotice({
  changed,
  children,
}: {
  changed: readonly PricedLine[];
  children?: ReactNode;
}) {
  const paths = usePaths();
  const t = useMessages().ordering;
  return (
    <div className="rounded-xl bg-gold-100 px-4 py-3 text-sm text-ink">
      <p className="flex gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
        {t.summary.blocked(changed.length)}
      </p>
      <ul className="mt-1 pl-7">
        {changed.map(({ key, productId, name }) =>
          productId === null ? null : (
            <li key={key}>
              <Link
                to={paths.product(productId)}
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                {t.cart.addAgainLabel(name)}
              </Link>
            </li>
          ),
        )}
      </ul>
      {children}
    </div>
  );
}
