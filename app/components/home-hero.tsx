import { NumberWords } from "./number-words";
import { Link } from "react-router";
import type { OccasionBanner } from "~/data/types";
import { useMinuteClock } from "~/hooks/use-minute-clock";
import { useMessages, usePaths } from "~/hooks/use-messages";
import { useOccasionNow } from "~/hooks/use-occasion-now";
import { responsiveImage } from "~/lib/catalog/images";
import { button } from "./ui";

/** Side by side on a 360 px phone, in both languages; their full size from the tablet width. */
const heroButton = (variant: "primary" | "secondary") => `${button(variant, "compact")} sm:px-6`;

/** The gift day a build expected to be on, by its slug and its day. */
export interface ExpectedOccasion {
  slug: string;
  day: string;
}

/**
 * Home's hero: the shop's own, or, in a gift day's window, the gift day's, with its picture, its
 * day and the first last moment to order for it. The device's clock says which; the prerendered
 * page leads with the one on as the site was built, and leaves the line of the last moment empty,
 * as what holds then depends on the day it is read.
 */
export function HomeHero({
  occasions,
  expected,
}: {
  occasions: readonly OccasionBanner[];
  expected: ExpectedOccasion | null;
}) {
  const t = useMessages();
  const paths = usePaths();
  const now = useMinuteClock();
  const on = useOccasionNow(occasions);
  const built = occasions.find((occasion) => occasion.slug === expected?.slug);
  let shown: { occasion: OccasionBanner; day: string; line: string | null } | null = null;
  if (now === null && built && expected) shown = { occasion: built, day: expected.day, line: null };
  if (now !== null && on) {
    shown = {
      occasion: on.occasion,
      day: on.day,
      line: t.occasions.orderBy(on.city, on.elsewhere),
    };
  }
  const occasion = shown?.occasion;
  return (
    <section className="overflow-hidden bg-gradient-to-br from-brand-50 via-cream to-gold-100 max-sm:-order-1">
      {/* A phone shows the picture small beside the title, so the gifts start on the first
          screen; from the laptop width the words stand beside it, centred on its height. */}
      <div className="container-page grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 py-5 sm:grid-cols-1 sm:py-14 lg:grid-cols-2 lg:grid-rows-[1fr_auto_auto_1fr] lg:gap-x-8 lg:py-20">
        <p className="col-span-2 text-sm font-semibold text-brand-700 sm:col-span-1 sm:text-base lg:self-end">
          {shown ? (
            <NumberWords
              text={t.occasions.heading(shown.occasion.name, shown.day, shown.occasion)}
            />
          ) : (
            t.home.heroEyebrow
          )}
        </p>
        <h1 className="mt-1 font-display text-[1.625rem] leading-tight font-bold text-brand-900 sm:mt-3 sm:text-5xl">
          {occasion ? t.occasions.giftsHeading(occasion.name) : t.home.heroTitle}
        </h1>
        {shown ? (
          <div className="col-span-2 mt-2 sm:col-span-1 sm:mt-4">
            <p className="text-sm font-semibold text-brand-800 sm:text-base">
              {shown.line ? <NumberWords text={shown.line} /> : "\u00a0"}
            </p>
            <p className="mt-2 hidden max-w-xl text-lg text-muted sm:block">
              {shown.occasion.intro ?? t.occasions.plainIntro(shown.occasion.name)}
            </p>
          </div>
        ) : (
          <p className="mt-4 hidden max-w-xl text-lg text-muted sm:block">{t.home.heroText}</p>
        )}
        <img
          {...responsiveImage(occasion?.image ? occasion.image.src : "/images/hero.jpg", "hero")}
          alt={occasion?.image ? occasion.image.alt : t.home.heroImageAlt}
          width={800}
          height={600}
          fetchPriority="high"
          className="col-start-2 row-start-2 aspect-[4/3] w-22 rounded-2xl object-cover sm:order-last sm:col-start-1 sm:row-start-auto sm:mx-auto sm:mt-8 sm:w-full sm:max-w-sm sm:rounded-3xl lg:order-none lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:mt-0 lg:max-w-xl"
        />
        <div className="col-span-2 mt-4 flex flex-wrap gap-3 sm:col-span-1 sm:mt-8 lg:self-start">
          {occasion ? (
            <Link to={paths.occasion(occasion.slug)} className={heroButton("primary")}>
              {t.occasions.seeGifts(occasion.name)}
            </Link>
          ) : (
            <Link to={paths.products} className={heroButton("primary")}>
              {t.home.shopNow}
            </Link>
          )}
          {/* Beside a gift day's longer button a phone has no room: its gifts follow at once. */}
          <Link
            to={occasion ? paths.products : paths.categories}
            className={`${heroButton("secondary")} ${occasion ? "max-sm:hidden" : ""}`}
          >
            {occasion ? t.home.shopNow : t.home.browseCategories}
          </Link>
        </div>
      </div>
    </section>
  );
}
