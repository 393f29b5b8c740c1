import { useMessages } from "~/hooks/use-messages";
import { filledStars } from "~/lib/prices/pricing";

/** Lucide's star, drawn five times in one SVG: one element to hydrate instead of five icons. */
const starPath =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
/** Each star is 24 units wide, with 3 units between: 2 px at the small size. */
const step = 27;

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
          <path
            key={position}
            d={starPath}
            transform={position ? `translate(${position * step})` : undefined}
            className={
              position < filled ? "fill-gold-400 stroke-gold-500" : "fill-none stroke-stone-300"
            }
          />
        ))}
      </svg>
    </span>
  );
}
