import { useFormat, useMessages } from "~/hooks/use-messages";

export function PriceTag({
  price,
  originalPrice,
  size = "md",
}: {
  price: number;
  originalPrice?: number;
  size?: "md" | "lg";
}) {
  const format = useFormat();
  const t = useMessages();
  const reduced = originalPrice !== undefined && originalPrice > price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span
        className={`font-bold whitespace-nowrap text-brand-800 ${size === "lg" ? "text-3xl" : "text-lg sm:text-xl"}`}
      >
        <span className="sr-only">{t.product.price} </span>
        {format.taka(price)}
      </span>
      {reduced ? (
        <s className="text-sm whitespace-nowrap text-muted">
          <span className="sr-only">{t.product.originalPrice} </span>
          {format.taka(originalPrice)}
        </s>
      ) : null}
    </p>
  );
}
