import { Star } from "lucide-react";
import { useMessages } from "~/hooks/use-messages";
import { filledStars } from "~/lib/pricing";

export function Stars({ rating, size = "sm" }: { rating: number; size?: "sm" | "md" }) {
  const t = useMessages();
  const filled = filledStars(rating);
  const iconSize = size === "sm" ? "size-4" : "size-5";
  return (
    <span role="img" aria-label={t.product.ratingLabel(rating)} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={`${iconSize} ${position <= filled ? "fill-gold-400 text-gold-500" : "fill-none text-stone-300"}`}
        />
      ))}
    </span>
  );
}
