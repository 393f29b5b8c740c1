import { PenLine, SlidersHorizontal } from "./icons";
import { Link } from "react-router";
import type { ProductSummary } from "~/data/types";
import { useMessages } from "~/hooks/use-messages";
import { personaliseAnchor } from "~/config/paths";
import { useProductPath } from "~/hooks/use-product-path";

/**
 * In place of 'Add to Cart' for a gift that asks for a choice or a text: its own page, where the
 * shopper gives them. A gift with text to write says so, as that is what the shopper must bring,
 * and opens its page at the text's field, ready to type.
 */
export function ChooseOnPage({
  product,
  className,
}: {
  product: ProductSummary;
  className: string;
}) {
  const productPath = useProductPath(product.id);
  const text = useMessages().productPage;
  const personalised = (product.personalisation?.length ?? 0) > 0;
  const Icon = personalised ? PenLine : SlidersHorizontal;
  return (
    <Link
      to={personalised ? `${productPath}#${personaliseAnchor}` : productPath}
      aria-label={
        personalised ? text.personalizeNamed(product.name) : text.seeOptionsNamed(product.name)
      }
      className={className}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {/* Should a phone be narrower still, the words end in an ellipsis rather than leave the card. */}
      <span className="truncate">{personalised ? text.personalize : text.seeOptions}</span>
    </Link>
  );
}
