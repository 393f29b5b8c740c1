import { useMessages } from "~/hooks/use-messages";
import { filledStars } from "~/lib/prices/pricing";
import { starSymbol } from "./icons";

/** Each star is 24 units wide, with 3 units between: 2 px at the small size. */
const step = 27;

/**
 * Five of the sprite's star in one SVG: one element to hydrate instead of five icons, and each
 * star a `<use>` of about 110 bytes rather than a 450-byte path, on every card that has reviews.
 */
export function Stars({ rating, size = "sm" }: { rating: number; size?: "sm" | "md" }) {
  const t = useMessages();
  const filled = filledStars(rating);
  return (
    <span role="img" aria-label={t.product.ratingLabel(rating)} className="inline-flex">
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${step * 4 + 24} 24`}
        className={size === "sm" ? "h-4 w-[88px]" : "h-5 w-[110px]"}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {[0, 1, 2, 3, 4].map((position) => (
          <use
            key={position}
            href={starSymbol}
            x={position * step}
            width="24"
            height="24"
            className={
              position < filled ? "fill-gold-400 stroke-gold-500" : "fill-none stroke-stone-300"
            }
          />
        ))}
      </svg>
    </span>
  );
}
