import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PriceTag } from "./price-tag";
import { editions, renderInEdition } from "../../tests/component/render";

describe.each(editions)("the price tag ($locale)", ({ locale }) => {
  it("keeps the price and the price before its discount each on one line", () => {
    renderInEdition(<PriceTag price={12500} originalPrice={15000} />, { locale });
    const price = screen.getByText(locale === "bn" ? "৳১২,৫০০" : "৳12,500");
    const before = screen.getByText(locale === "bn" ? "৳১৫,০০০" : "৳15,000");
    expect(price.className).toContain("whitespace-nowrap");
    expect(before.className).toContain("whitespace-nowrap");
  });
});
