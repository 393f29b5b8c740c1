import type { LineDetail } from "~/lib/cart/choice-prices";

/**
 * A line's choices and text under its name ("Size: Large"), as plain text whatever the shopper
 * typed; long words break rather than push a phone's page sideways. Each value is isolated, so
 * right-to-left text cannot reorder the label and the colon around it.
 */
export function LineDetails({
  details,
  className = "",
}: {
  details: readonly LineDetail[];
  className?: string;
}) {
  if (details.length === 0) return null;
  return (
    <ul className={`text-sm break-words text-muted ${className}`}>
      {details.map(({ label, value }, index) => (
        <li key={index}>
          {label}: <bdi className="text-ink">{value}</bdi>
        </li>
      ))}
    </ul>
  );
}
