import type { OccasionName } from "~/data/types";
import { useMessages } from "~/hooks/use-messages";
import { useMinuteClock } from "~/hooks/use-minute-clock";
import { useOccasionNow } from "~/hooks/use-occasion-now";
import { dhakaCityArea, earliestDateFor } from "~/lib/order/order-form";
import { buttonSecondary } from "./ui";

/**
 * Beside the order form's date, during an occasion: the day to choose for the chosen area (the
 * day itself inside Dhaka city; outside it, the last day to send it, as the date there is the day
 * the gift is sent), or, once its last moment has passed, that the area can no longer make it.
 */
export function OccasionDayOffer({
  occasions,
  area,
  date,
  onChoose,
}: {
  occasions: readonly OccasionName[];
  area: string;
  date: string;
  onChoose: (date: string) => void;
}) {
  const t = useMessages().occasions;
  const on = useOccasionNow(occasions);
  const now = useMinuteClock();
  if (on === null || now === null || area === "") return null;
  const name = on.occasion.name;
  const inside = area === dhakaCityArea;
  const offered = inside ? (on.city ? on.day : null) : (on.elsewhere?.sendDay ?? null);
  if (offered === null) {
    return (
      <p role="status" className="rounded-xl bg-gold-100 p-3 text-sm font-semibold text-ink">
        {inside
          ? t.tooLateCity(name, earliestDateFor(dhakaCityArea, new Date(now)))
          : t.tooLateElsewhere(name)}
      </p>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={date === offered}
      onClick={() => onChoose(offered)}
      className={`${buttonSecondary} aria-pressed:border-brand-700 aria-pressed:bg-brand-50`}
    >
      {inside ? t.offerCity(name, offered) : t.offerElsewhere(name, offered)}
    </button>
  );
}
