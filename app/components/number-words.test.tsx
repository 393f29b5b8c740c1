import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { shop } from "~/data/shop";
import { bnDigits } from "~/i18n/bn-format";
import { NumberWords } from "./number-words";

/** The shop's number as each edition shows it (content/shop.yaml). */
const phone = shop.phoneDisplay;
const phoneBn = bnDigits(phone);
const english = `We will call you by 3 pm today about UP-ABCDEF: call us on ${phone}.`;
const bangla = `আজ বিকেল ৩টার মধ্যে ফোন না পেলে ${phoneBn} নম্বরে কল করুন।`;

describe("NumberWords", () => {
  it("keeps the shop's number, an hour and a reference each on one line, in both editions", () => {
    const { container } = render(
      <p>
        <NumberWords text={english} />
        <NumberWords text={bangla} />
      </p>,
    );
    const kept = [...container.querySelectorAll(".whitespace-nowrap")].map(
      (element) => element.textContent,
    );
    expect(kept).toEqual(["3 pm", "UP-ABCDEF:", `${phone}.`, "বিকেল ৩টার", phoneBn]);
    expect(container.textContent).toBe(english + bangla);
  });

  it("leaves words without a number as they are", () => {
    const { container } = render(<NumberWords text="Call to Order" />);
    expect(container.innerHTML).toBe("Call to Order");
  });
});
