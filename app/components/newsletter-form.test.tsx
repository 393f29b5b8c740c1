import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { localizePath } from "~/config/locale";
import { bn } from "~/i18n/bn";
import { pages } from "../../tests/component/pages";
import { hrefOf, queryOf } from "../../tests/component/reading";
import { editions, renderSite } from "../../tests/component/render";
import { onADayWithNoGiftDay } from "../../tests/component/clock";

afterEach(() => {
  vi.restoreAllMocks();
});

/** A whole page can take longer than Testing Library's usual second to come on a loaded machine. */
const pageLoad = { timeout: 5000 };

/** The box's words: the spec's in English, the Bangla edition's own in Bangla. */
const words = {
  en: {
    label: "Email address",
    subscribe: "Subscribe",
    invalid: "Please enter a valid email address, like name@example.com.",
    ready: /^Your email app should open with a subscription request/,
    openAgain: "Open the email again",
    subject: "Newsletter subscription",
    body: "Please add rahim@example.com to your newsletter.",
  },
  bn: {
    label: bn.home.newsletterLabel,
    subscribe: bn.home.subscribe,
    invalid: bn.home.newsletterInvalid,
    ready: bn.home.newsletterReady("hello@upohar.com.bd"),
    openAgain: bn.home.newsletterOpenAgain,
    subject: bn.home.newsletterSubject,
    body: bn.home.newsletterBody("rahim@example.com"),
  },
};

onADayWithNoGiftDay();

for (const { locale, t } of editions) {
  const word = words[locale];

  describe(`the newsletter box on Home (${locale})`, () => {
    it("explains a bad address and hands a good one to the email app", async () => {
      // The email app is the device's: the page only asks for it to open.
      const openApp = vi.spyOn(window.location, "assign").mockImplementation(() => {});
      const { user } = renderSite(localizePath("/", locale), [pages.home]);
      await screen.findByRole("heading", { level: 1, name: t.home.heroTitle }, pageLoad);
      const box = screen.getByRole("region", { name: t.home.newsletterHeading });
      const input = within(box).getByRole("textbox", { name: word.label });
      const subscribe = within(box).getByRole("button", { name: word.subscribe });

      await user.type(input, "rahim@");
      await user.click(subscribe);
      const invalid = within(box).getByText(word.invalid);
      expect(invalid.closest("[aria-live]")?.id).toBe(input.getAttribute("aria-describedby"));
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(document.activeElement).toBe(input);
      expect((input as HTMLInputElement).value).toBe("rahim@");
      expect(openApp).not.toHaveBeenCalled();

      await user.type(input, "example.com");
      expect(within(box).queryByText(word.invalid)).toBeNull();
      expect(input.getAttribute("aria-invalid")).toBe("false");
      await user.click(subscribe);

      expect(within(box).getByText(word.ready, { exact: false })).toBeInTheDocument();
      const again = within(box).getByRole("link", { name: word.openAgain });
      const href = hrefOf(again);
      expect(href.startsWith("mailto:hello@upohar.com.bd?")).toBe(true);
      expect(queryOf(href).get("subject")).toBe(word.subject);
      expect(queryOf(href).get("body")).toContain(word.body);
      expect(openApp).toHaveBeenCalledExactlyOnceWith(href);
      // The shopper stays on Home.
      expect(screen.getByRole("heading", { level: 1, name: t.home.heroTitle })).toBeInTheDocument();
      expect(screen.queryByTestId("elsewhere")).toBeNull();
    }, 30_000);
  });
}
