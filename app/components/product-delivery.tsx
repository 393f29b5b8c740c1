import { NumberWords } from "./number-words";
import { CalendarHeart, Clock, Gift, MapPin, RotateCcw, Truck } from "./icons";
import { useRef, useState, type ReactNode } from "react";
import { PhotoViewer } from "./photo-viewer";
import { shop } from "~/data/shop";
import type { WrappingPhoto as Photo } from "~/data/shop-settings";
import { useFocusAfterDialog } from "~/hooks/use-focus-after-dialog";
import { useMessages } from "~/hooks/use-messages";
import type { OccasionName } from "~/data/types";
import { useMinuteClock } from "~/hooks/use-minute-clock";
import { useOccasionNow } from "~/hooks/use-occasion-now";
import { responsiveImage } from "~/lib/catalog/images";
import { dhakaCityDelivery } from "~/lib/order/same-day-delivery";
import { shippingFor } from "~/lib/prices/shipping";

/**
 * Delivery where the shopper decides: what it costs for this gift at its chosen price, and when it
 * can arrive. The prerendered page states the same-day rule, true at any hour; once the app runs,
 * it says what holds now, read in Bangladesh time from the device's clock. A gift out of stock
 * cannot be ordered now, so its page keeps the rule and never promises a day. During an occasion
 * that features the gift, a last line says by when to order for delivery on the day. Where the
 * shop has a photo of a gift as it arrives wrapped (content/shop.yaml), it stands beside the
 * wrapping promise, and a tap enlarges it.
 */
export function ProductDelivery({
  price,
  inStock,
  occasions = [],
  wrappingPhoto = null,
}: {
  price: number;
  inStock: boolean;
  occasions?: readonly OccasionName[];
  /** The shop's photo of a gift as it arrives wrapped (content/shop.yaml), if it has one. */
  wrappingPhoto?: Photo | null;
}) {
  const t = useMessages();
  const facts = t.product.deliveryFacts;
  const now = useMinuteClock();
  const occasion = useOccasionNow(occasions);
  const dhaka =
    now === null || !inStock
      ? null
      : dhakaCityDelivery(new Date(now), shop.ordering.sameDayCutoffHour);

  return (
    <section
      aria-labelledby="delivery"
      className="mt-8 rounded-2xl border border-sand bg-white p-5"
    >
      <h2 id="delivery" className="font-display text-lg font-semibold">
        {t.product.delivery}
      </h2>
      <ul className="mt-3 space-y-3 text-sm">
        <Fact icon={<Truck className="size-5" />}>
          <NumberWords text={facts.fee(shippingFor(price) === 0)} />
        </Fact>
        <Fact icon={<Clock className="size-5" />}>
          <strong className="font-semibold">{facts.insideDhaka}</strong>{" "}
          <NumberWords
            text={
              dhaka === null
                ? facts.sameDayRule
                : dhaka.day === "today"
                  ? facts.orderWithin(dhaka.hoursLeft, dhaka.minutesLeft)
                  : facts.tomorrow
            }
          />
        </Fact>
        <Fact icon={<MapPin className="size-5" />}>
          <strong className="font-semibold">{facts.outsideDhaka}</strong>{" "}
          <NumberWords text={facts.outsideDays} />
        </Fact>
        <Fact
          icon={<Gift className="size-5" />}
          aside={wrappingPhoto ? <WrappingPhoto photo={wrappingPhoto} /> : null}
        >
          {facts.wrapping}
        </Fact>
        <Fact icon={<RotateCcw className="size-5" />}>{facts.returns}</Fact>
        {occasion && inStock ? (
          <Fact icon={<CalendarHeart className="size-5" />}>
            <NumberWords
              text={t.occasions.giftLine(
                occasion.occasion.name,
                occasion.day,
                occasion.city,
                occasion.elsewhere,
                occasion.said,
              )}
            />
          </Fact>
        ) : null}
      </ul>
    </section>
  );
}

/** One fact: its icon, its words, and what stands beside them at the end of the line, if any. */
function Fact({
  icon,
  children,
  aside = null,
}: {
  icon: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="shrink-0 text-brand-700">
        {icon}
      </span>
      <span className="min-w-0 flex-1">{children}</span>
      {aside}
    </li>
  );
}

/**
 * The shop's photo of a gift as it arrives, small: 56 px beside the words, which keep about 186 px
 * on a 360 px phone, three lines at most in either language. The picture is the button's name; a
 * tap shows it over the whole screen, where the card and the bow can be seen.
 */
function WrappingPhoto({ photo }: { photo: Photo }) {
  const t = useMessages();
  const button = useRef<HTMLButtonElement>(null);
  const [viewing, setViewing] = useState(false);
  const focusBack = useFocusAfterDialog(viewing);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setViewing(true)}
        className="size-14 shrink-0 cursor-zoom-in overflow-hidden rounded-xl border border-sand bg-cream"
      >
        <img
          {...responsiveImage(photo.src, "wrapping")}
          alt={photo.alt}
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </button>
      {viewing ? (
        <PhotoViewer
          title={t.product.deliveryFacts.wrappingPhoto}
          photos={[photo]}
          start={0}
          onClose={() => {
            focusBack.returnTo(button.current);
            setViewing(false);
          }}
        />
      ) : null}
    </>
  );
}
