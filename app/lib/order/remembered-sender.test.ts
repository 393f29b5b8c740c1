import { describe, expect, it } from "vitest";
import { parseRememberedSender, senderToRemember } from "./remembered-sender";

describe("the remembered sender", () => {
  it("keeps a name and a mobile number the form accepts, as typed and trimmed", () => {
    expect(senderToRemember("  Rahim Uddin ", "০১৭১২-৩৪৫৬৭৮")).toEqual({
      name: "Rahim Uddin",
      phone: "০১৭১২-৩৪৫৬৭৮",
    });
  });

  it("keeps nothing the form would refuse", () => {
    expect(senderToRemember("", "01712345678")).toBeNull();
    expect(senderToRemember("Rahim", "01212345678")).toBeNull();
    expect(senderToRemember("R".repeat(81), "01712345678")).toBeNull();
  });

  it("reads a damaged or foreign stored value as nobody remembered", () => {
    for (const data of [null, "Rahim", 7, [], { name: 1, phone: "01712345678" }, { name: "R" }]) {
      expect(parseRememberedSender(data)).toBeNull();
    }
    expect(parseRememberedSender({ name: "Rahim", phone: "+8801712345678", extra: 1 })).toEqual({
      name: "Rahim",
      phone: "+8801712345678",
    });
  });
});
