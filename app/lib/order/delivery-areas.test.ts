import { describe, expect, it } from "vitest";
import { deliveryDistricts } from "./delivery-areas";

describe("deliveryDistricts", () => {
  it("gives all 64 districts in each language, in that language's order", () => {
    const english = deliveryDistricts("en");
    const bangla = deliveryDistricts("bn");
    expect(english).toHaveLength(64);
    expect(english[0]).toEqual({ id: "bagerhat", name: "Bagerhat" });
    expect(english.find((area) => area.id === "coxs-bazar")?.name).toBe("Cox's Bazar");
    expect(bangla.find((area) => area.id === "sylhet")?.name).toBe("সিলেট");
    expect(new Set(bangla.map((area) => area.id))).toEqual(new Set(english.map((area) => area.id)));
    expect(bangla.map((area) => area.name)).toEqual(
      [...bangla.map((area) => area.name)].sort(new Intl.Collator("bn").compare),
    );
  });
});

describe("a shop that sends to a few districts", () => {
  it("offers those alone, in the edition's order", () => {
    expect(deliveryDistricts("en", ["sylhet", "gazipur"])).toEqual([
      { id: "gazipur", name: "Gazipur" },
      { id: "sylhet", name: "Sylhet" },
    ]);
    expect(deliveryDistricts("bn", ["sylhet"])).toEqual([{ id: "sylhet", name: "সিলেট" }]);
  });
});
