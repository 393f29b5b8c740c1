import { describe, expect, it } from "vitest";
import {
  recipientToRemember,
  rememberRecipient,
  recipientsKept,
  type RememberedRecipient,
} from "./remembered-recipients";
import { parseRememberedRecipients } from "./stored-order-values";

const person = (name: string, phone: string, area = "dhaka-city"): RememberedRecipient => ({
  name,
  phone,
  address: `House 5, Road 2, ${name}'s street`,
  area,
});

const nusrat = person("Nusrat Jahan", "01912-345678");
const mitu = person("Mitu", "01812345670", "sylhet");
const rafi = person("Rafi", "01712345671");
const karim = person("Karim Ahmed", "01612345672");

describe("the remembered recipients", () => {
  it("keeps a recipient the form accepts, trimmed, and nothing it would refuse", () => {
    expect(
      recipientToRemember({
        recipientName: "  Nusrat Jahan ",
        recipientPhone: " ০১৯১২-৩৪৫৬৭৮",
        address: " House 5, Road 2, Banani ",
        area: "dhaka-city",
      }),
    ).toEqual({
      name: "Nusrat Jahan",
      phone: "০১৯১২-৩৪৫৬৭৮",
      address: "House 5, Road 2, Banani",
      area: "dhaka-city",
    });
    const good = {
      recipientName: "Nusrat",
      recipientPhone: "01912345678",
      address: "Banani",
      area: "dhaka-city",
    };
    expect(recipientToRemember({ ...good, recipientName: " " })).toBeNull();
    expect(recipientToRemember({ ...good, recipientPhone: "01212345678" })).toBeNull();
    expect(recipientToRemember({ ...good, address: "" })).toBeNull();
    expect(recipientToRemember({ ...good, address: "a".repeat(501) })).toBeNull();
    expect(recipientToRemember({ ...good, area: "" })).toBeNull();
    expect(recipientToRemember({ ...good, area: "<script>" })).toBeNull();
  });

  it("puts the newest first and keeps only the last three", () => {
    let kept: RememberedRecipient[] = [];
    for (const recipient of [nusrat, mitu, rafi, karim]) kept = rememberRecipient(kept, recipient);
    expect(kept).toEqual([karim, rafi, mitu]);
    expect(recipientsKept).toBe(3);
  });

  it("keeps one person once, by their mobile number however it was typed, with what was typed last", () => {
    const moved = { ...person("Nusrat", "+8801912345678"), address: "Flat 3B, Gulshan" };
    expect(rememberRecipient([mitu, nusrat], moved)).toEqual([moved, mitu]);
    expect(rememberRecipient([nusrat, mitu], nusrat)).toEqual([nusrat, mitu]);
  });

  it("reads back what it stored, and leaves out whatever is damaged, foreign or repeated", () => {
    expect(parseRememberedRecipients([nusrat, mitu])).toEqual([nusrat, mitu]);
    for (const data of [null, undefined, "Nusrat", 7, {}, { 0: nusrat }]) {
      expect(parseRememberedRecipients(data)).toEqual([]);
    }
    expect(
      parseRememberedRecipients([
        null,
        "Nusrat",
        { ...nusrat, phone: 1912345678 },
        { ...nusrat, name: "" },
        { ...nusrat, area: ["dhaka-city"] },
        { name: "Mitu" },
        nusrat,
        { ...nusrat, name: "Nusrat again" },
        { ...mitu, extra: "kept as it was" },
        rafi,
        karim,
      ]),
    ).toEqual([nusrat, mitu, rafi]);
  });
});
