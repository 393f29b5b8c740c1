import { describe, expect, it } from "vitest";
import { senderToRemember } from "./remembered-sender";
import { parseRememberedSender } from "./stored-order-values";

describe("the remembered sender", () => {
  it("keeps a name and a mobile number the form accepts, as typed and trimmed", () => {
    expect(senderToRemember("  Rahim Uddin ", "০১৭১২-৩৪৫৬৭৮")).toEqual({
      name: "Rahim Uddin",
      phone: "০১৭১২-৩৪৫৬৭৮",
    });
  });

  it("keeps a sender's number from abroad, and reads it again as kept", () => {
    const abroad = { name: "Rahim Uddin", phone: "+44 7400 123456" };
    expect(senderToRemember(" Rahim Uddin", "+44 7400 123456 ")).toEqual(abroad);
    expect(parseRememberedSender(abroad)).toEqual(abroad);
    expect(parseRememberedSender({ name: "Rahim", phone: "+44 74" })).toBe("unreadable");
  });

  it("keeps nothing the form would refuse", () => {
    expect(senderToRemember("", "01712345678")).toBeNull();
    expect(senderToRemember("Rahim", "01212345678")).toBeNull();
    expect(senderToRemember("R".repeat(81), "01712345678")).toBeNull();
  });

  it("reads nothing stored as nobody, and a damaged or foreign value as unreadable, never as a sender", () => {
    expect(parseRememberedSender(null)).toBeNull();
    for (const data of [
      "Rahim",
      7,
      [],
      { name: 1, phone: "01712345678" },
      { name: "R" },
      { name: "Rahim", phone: "01212345678" },
    ]) {
      expect(parseRememberedSender(data)).toBe("unreadable");
    }
    expect(parseRememberedSender({ name: "Rahim", phone: "+8801712345678", extra: 1 })).toEqual({
      name: "Rahim",
      phone: "+8801712345678",
    });
  });
});
