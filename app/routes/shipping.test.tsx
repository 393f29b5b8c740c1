import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readWrappingPhotoFile } from "~/content/shop-settings.server";
import { bn } from "~/i18n/bn";
import Shipping, { loader } from "./shipping";
import { renderPage } from "../../tests/component/render";
import { expectInfoPage } from "../../tests/component/shell";

const route = { path: "/shipping", Component: Shipping, loader };

describe("the shipping page", () => {
  it("states the delivery times, costs, tracking and wrapping, and a way to ask", async () => {
    await expectInfoPage(route, "shipping", "en", {
      title: "Shipping Info",
      facts: [
        "Same-day delivery inside Dhaka city when you order before 3 pm (Bangladesh time), otherwise the next day.",
        "1–3 business days outside Dhaka city.",
        /Orders of ৳2,000 or more ship free; below that, delivery costs ৳100/,
        /tracking number is sent to you by SMS .*, and by email too if you gave your address/,
        /Complimentary gift wrapping/,
      ],
    });
  });

  it("is in Bangla on /bn/shipping", async () => {
    await expectInfoPage(route, "shipping", "bn", { title: bn.pages.shipping });
  });

  it.each([
    ["en", "Gift wrapping"],
    ["bn", "গিফট র‍্যাপিং"],
  ] as const)(
    "shows the shop's photo of a gift as it arrives under the wrapping promise (%s)",
    async (locale, heading) => {
      // The demo shop's photo (content/shop.yaml, wrapping_photo).
      const alt = readWrappingPhotoFile(locale)?.alt ?? "";
      expect(alt).not.toBe("");
      renderPage(route, { locale });
      const main = await screen.findByRole("main");
      const section = within(main).getByRole("region", { name: heading });
      const photo = within(section).getByRole("img", { name: alt });
      expect(photo.getAttribute("loading")).toBe("lazy");
      expect(photo.getAttribute("sizes")).toBe("256px");
      expect(photo.getAttribute("srcset")).toContain("/img/wrapped-gift-320.webp 320w");
      expect(within(main).getAllByRole("img", { name: alt })).toHaveLength(1);
    },
  );
});
