import { describe, expect, it } from "vitest";
import { districts } from "./districts";

describe("the districts", () => {
  it("are the 64 districts of Bangladesh, each once, in both languages", () => {
    expect(districts).toHaveLength(64);
    expect(new Set(districts.map((district) => district.id)).size).toBe(64);
    expect(new Set(districts.map((district) => district.nameBn)).size).toBe(64);
    for (const district of districts) {
      expect(district.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(district.nameBn).toMatch(/^[\u0980-\u09FF]+( [\u0980-\u09FF()]+)*$/);
    }
  });

  it("are spelt in Bangla as the districts' own portals spell them", () => {
    const nameOf = (id: string) => districts.find((district) => district.id === id)?.nameBn;
    expect(nameOf("netrokona")).toBe("নেত্রকোণা");
    expect(nameOf("munshiganj")).toBe("মুন্সীগঞ্জ");
  });

  it("name Dhaka district apart from the city, which has an area of its own", () => {
    const dhaka = districts.find((district) => district.id === "dhaka");
    expect(dhaka?.name).toBe("Dhaka district (outside the city)");
    expect(dhaka?.nameBn).toBe("ঢাকা জেলা (শহরের বাইরে)");
  });
});
