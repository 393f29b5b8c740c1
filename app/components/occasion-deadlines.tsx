import { CalendarHeart } from "./icons";
import { Link } from "react-router";
import type { OccasionName } from "~/data/types";
import { useMinuteClock } from "~/hooks/use-minute-clock";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { useOccasionNow } from "~/hooks/use-occasion-now";

/**
 * Room for a heading and a sentence of two lines each at 375 px (and the link, on Home): what the
 * device writes into a reserved slot fits it, so nothing below moves when it appears.
 */
const slotHeight = (link: boolean) => (link ? "min-h-56 sm:min-h-36" : "min-h-44 sm:min-h-28");

/**
 * An occasion's day and the last moments to order for delivery on it, inside and outside Dhaka
 * city, or that they have passed. What holds depends on the day it is read, so the prerendered
 * page holds an empty slot of the same height and the device fills it in from its clock. On Home
 * (`link`) it leads with the occasion on now, if any; on an occasion's page with that occasion.
 */
export function OccasionDeadlines({
  occasions,
  reserve,
  link = false,
}: {
  occasions: readonly OccasionName[];
  /** Whether the prerendered page keeps the slot: when the build expects one to be on. */
  reserve: boolean;
  link?: boolean;
}) {
  const t = useMessages().occasions;
  const paths = usePaths();
  const now = useMinuteClock();
  const on = useOccasionNow(occasions);
  const box = `${slotHeight(link)} rounded-2xl border border-brand-200 bg-white p-4 sm:p-5`;
  if (on === null) {
    if (now === null) return reserve ? <div aria-hidden="true" className={box} /> : null;
    // On its own page an occasion is always on, unless its day is not known yet.
    return link ? null : <p className={box}>{t.notSetYet}</p>;
  }
  const { occasion, day, city, elsewhere } = on;
  return (
    <section aria-labelledby={`occasion-${occasion.slug}`} className={`${box} flex gap-3`}>
      <CalendarHeart aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <div>
        <h2
          id={`occasion-${occasion.slug}`}
          className="font-display text-lg font-bold text-brand-900"
        >
          {t.heading(occasion.name, day)}
        </h2>
        <p className="mt-1 text-ink">{t.deadlines(city, elsewhere)}</p>
        {link ? (
          <Link
            to={paths.occasion(occasion.slug)}
            className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
          >
            {t.seeGifts(occasion.name)}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
