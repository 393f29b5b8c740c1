import { Stars } from "~/components/stars";
import { useMessages } from "~/hooks/use-messages";

/**
 * A gift's stars and how many reviews they come from, or, with none, that it has none: a number
 * is shown only with reviews behind it.
 */
export function RatingLine({
  rating,
  reviewCount,
  size = "sm",
  withValue = false,
}: {
  rating: number;
  reviewCount: number;
  size?: "sm" | "md";
  /** The mean beside the stars, as the product page shows it. */
  withValue?: boolean;
}) {
  const t = useMessages();
  if (reviewCount === 0) return <span>{t.product.noReviews}</span>;
  return (
    <>
      <Stars rating={rating} size={size} />
      <span>
        {withValue ? `${t.product.ratingValue(rating)} ` : ""}
        {t.product.reviewCount(reviewCount)}
      </span>
    </>
  );
}
