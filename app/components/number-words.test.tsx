import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NumberWords } from "./number-words";

describe("NumberWords", () => {
  it("keeps the shop's number, an hour and a reference each on one line, in both editions", () => {
    const { container } = render(
      <p>
        <NumberWords text="We will call you by 3 pm today about UP-ABCDEF: call us on +880 1712-345678." />
        <NumberWords text="আজ বিকেল ৩টার মধ্যে ফোন না পেলে +৮৮০ ১৭১২-৩৪৫৬৭৮ নম্বরে কল করুন।" />
      </p>,
    );
    const kept = [...container.querySelectorAll(".whitespace-nowrap")].map(
      (element) => element.textContent,
    );
    expect(kept).toEqual([
      "3 pm",
      "UP-ABCDEF:",
      "+880 1712-345678.",
      "বিকেল ৩টার",
      "+৮৮০ ১৭১২-৩৪৫৬৭৮",
    ]);
    expect(container.textContent).toBe(
      "We will call you by 3 pm today about UP-ABCDEF: call us on +880 1712-345678.আজ বিকেল ৩টার মধ্যে ফোন না পেলে +৮৮০ ১৭১২-৩৪৫৬৭৮ নম্বরে কল করুন।",
    );
  });

  it("leaves words without a number as they are", () => {
    const { container } = render(<NumberWords text="Call to Order" />);
    expect(container.innerHTML).toBe("Call to Order");
  });
});
