/**
 * The delivery time windows a shopper can choose (the shop config's `ordering.timeWindows`), and
 * "any time". Apart from the order form's rules, as both editions' texts, loaded on every page,
 * name the windows.
 */
import { shop } from "../../data/shop";

export type TimeWindow = (typeof shop.ordering.timeWindows)[number];

const timeWindowId = (window: TimeWindow) => `${window.from}-${window.to}`;

export function timeWindowFor(choice: string): TimeWindow | undefined {
  return shop.ordering.timeWindows.find((window) => timeWindowId(window) === choice);
}

export const timeChoices: readonly string[] = [
  "any",
  ...shop.ordering.timeWindows.map(timeWindowId),
];

/**
 * A time choice as the shopper reads it, "10 am – 1 pm", in a language's way of writing an hour,
 * or that language's words for any time.
 */
export function timeChoiceText(hour: (value: number) => string, anyTime: string) {
  return (choice: string): string => {
    const window = timeWindowFor(choice);
    return window ? `${hour(window.from)} – ${hour(window.to)}` : anyTime;
  };
}
