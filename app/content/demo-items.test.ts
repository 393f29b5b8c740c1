import { describe, expect, it } from "vitest";
import { demoGroups, demoReport } from "./demo-items";

const gift = (name: string, demo: boolean) =>
  `id: 1\nname:\n  en: ${name}\n  bn: উপহার\n${demo ? "demo: true\n" : ""}`;

describe("what is still the demo shop's", () => {
  it("counts each kind of entry marked demo, by name, and the settings still listed", () => {
    const groups = demoGroups([
      { path: "products/frame/product.yaml", text: gift("Photo Frame", true) },
      { path: "products/mug/product.yaml", text: gift("Owner's Mug", false) },
      { path: "products/pen/product.yaml", text: gift("Pen Set", true) },
      { path: "team/nusrat/member.yaml", text: "name:\n  en: Nusrat\ndemo: yes\n" },
      {
        path: "testimonials.yaml",
        text: "testimonials:\n  - rating: 5\n    demo: true\n    name:\n      en: Farhana\n  - rating: 4\n    name:\n      en: A real buyer\n",
      },
      { path: "shop.yaml", text: "name:\n  en: Shop\nstill_demo: [phone, wallets]\n" },
      { path: "reviews/broken/review.yaml", text: "name: [unclosed" },
    ]);
    expect(groups).toEqual([
      { label: "2 gifts", names: ["Photo Frame", "Pen Set"] },
      { label: "1 team member", names: ["Nusrat"] },
      { label: "1 testimonial", names: ["Farhana"] },
      { label: "2 settings", names: ["phone", "wallets"] },
    ]);
  });

  it("prints a line a group, cut to the width, and says when nothing is left", () => {
    const report = demoReport(
      [
        {
          label: "9 gifts",
          names: Array.from({ length: 20 }, (_, index) => `Gift number ${index + 1}`),
        },
      ],
      60,
    );
    const [heading, line] = report.split("\n");
    expect(heading).toMatch(/^Still the demo shop's/);
    expect(line).toHaveLength(60);
    expect(line).toMatch(/^ {2}9 gifts: Gift number 1, Gift number 2, .*…$/);
    expect(demoReport([])).toBe("Nothing of the demo shop is left in content/.");
  });
});
