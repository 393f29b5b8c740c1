import { NumberWords } from "./number-words";
import { CalendarHeart } from "./icons";
import { useMessages } from "~/hooks/use-messages";
import { useMinuteClock } from "~/hooks/use-minute-clock";
import { occasionOnAt } from "~/hooks/use-occasion-now";
import type { OccasionTiming } from "~/data/types";

/**
 * A gift day's day and the last moments to order for delivery on it, inside and outside Dhaka
 * city, or that they have passed, on its own page. What holds depends on the day it is read, so
 * the prerendered page holds what held as the site was built, unseen, to keep the card's height
 * as it will be in the page's language, and the device fills it in from its clock. The card fits
 * its words: a height kept for two lines of heading left a Bangla card, whose heading fits one,
 * with 55 px of nothing.
 */
export function OccasionDeadlines<T extends OccasionTiming & { name: string }>({
  occasion,
  builtAt,
}: {
  occasion: T;
  /** When the site was built (milliseconds since 1970). */
  builtAt: number;
}) {
  const t = useMessages().occasions;
  const now = useMinuteClock();
  const started = now !== null;
  const on = occasionOnAt([occasion], now ?? builtAt);
  const box = "rounded-2xl border border-brand-200 bg-white p-4 sm:p-5";
  if (on === null) {
    return (
      <p className={`${box} ${started ? "" : "invisible"}`} aria-hidden={!started || undefined}>
        {t.notSetYet}
      </p>
    );
  }
  const { day, said, city, elsewhere } = on;
  return (
    <section
      aria-labelledby={started ? `occasion-${occasion.slug}` : undefined}
      aria-hidden={!started || undefined}
      className={`${box} flex gap-3 ${started ? "" : "invisible"}`}
    >
      <CalendarHeart aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <div>
        <h2
          id={`occasion-${occasion.slug}`}
          className="font-display text-lg font-bold text-brand-900"
        >
          <NumberWords text={t.heading(occasion.name, day, said)} />
        </h2>
        <p className="mt-1 text-ink">
          <NumberWords text={t.deadlines(city, elsewhere, said)} />
        </p>
        {said.moon ? <p className="mt-1 text-sm text-muted">{t.moonNote(occasion.name)}</p> : null}
      </div>
    </section>
  );
}
