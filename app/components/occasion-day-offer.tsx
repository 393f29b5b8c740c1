import { NumberWords } from "./number-words";
import type { OccasionName } from "~/data/types";
import { useMessages } from "~/hooks/use-messages";
import { useMinuteClock } from "~/hooks/use-minute-clock";
import { useOccasionNow } from "~/hooks/use-occasion-now";
import { dhakaCityArea, earliestDateFor } from "~/lib/order/order-form";
import { buttonSecondary } from "./ui";

/**
 * Beside the order form's date, during an occasion: its day, to be brought on it inside Dhaka city
 * or to arrive by it outside, while the area can still make it; once its last moment there has
 * passed, that the area can no longer make it.
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
  const said = on.said;
  // The day its gifts are delivered: the evening before Eid, where the shop says so.
  const offered = (inside ? on.city : on.elsewhere) ? said.deliverOn : null;
  if (offered === null) {
    return (
      <p role="status" className="rounded-xl bg-gold-100 p-3 text-sm font-semibold text-ink">
        <NumberWords
          text={
            inside
              ? t.tooLateCity(name, earliestDateFor(dhakaCityArea, new Date(now)), said)
              : t.tooLateElsewhere(name, said)
          }
        />
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
      <NumberWords
        text={inside ? t.offerCity(name, offered, said) : t.offerElsewhere(name, offered, said)}
      />
    </button>
  );
}
