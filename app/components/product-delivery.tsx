import { NumberWords } from "./number-words";
import { CalendarHeart, Clock, Gift, MapPin, RotateCcw, Truck } from "./icons";
import type { ReactNode } from "react";
import { shop } from "~/data/shop";
import { useMessages } from "~/hooks/use-messages";
import type { OccasionName } from "~/data/types";
import { useMinuteClock } from "~/hooks/use-minute-clock";
import { useOccasionNow } from "~/hooks/use-occasion-now";
import { dhakaCityDelivery } from "~/lib/order/same-day-delivery";
import { shippingFor } from "~/lib/prices/shipping";

/**
 * Delivery where the shopper decides: what it costs for this gift at its chosen price, and when it
 * can arrive. The prerendered page states the same-day rule, true at any hour; once the app runs,
 * it says what holds now, read in Bangladesh time from the device's clock. A gift out of stock
 * cannot be ordered now, so its page keeps the rule and never promises a day. During an occasion
 * that features the gift, a last line says by when to order for delivery on the day.
 */
export function ProductDelivery({
  price,
  inStock,
  occasions = [],
}: {
  price: number;
  inStock: boolean;
  occasions?: readonly OccasionName[];
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
        <Fact icon={<Gift className="size-5" />}>{facts.wrapping}</Fact>
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

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="shrink-0 text-brand-700">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}
