import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shop } from "../../data/shop";
import {
  dhakaCityArea,
  emptyOrderDraft,
  emptyOrderForm,
  normalizeTransactionId,
  orderDetails,
  orderRules,
  startDraft,
  withoutStaleDetails,
  type OrderFormValues,
} from "./order-form";
import { parseOrderDraft } from "./stored-order-values";
import { graphemeCount } from "../forms/graphemes";
import { readWorldMobile } from "../forms/world-mobile";
import { firstInvalidField, validateForm } from "../forms/validation";

// 10:00 in Dhaka on 23 November 2026, before the cut-off.
const context = {
  now: new Date("2026-11-23T04:00:00Z"),
  areaIds: ["dhaka-city", "sylhet"],
  abroad: null,
};
const rules = orderRules(context);

const filled: OrderFormValues = {
  senderName: " Rahim Uddin ",
  senderPhone: "01712-345678",
  senderEmail: " rahim@example.com ",
  recipientName: "Nusrat Jahan",
  recipientPhone: "+880 1912 345678",
  address: "House 5, Road 2, Banani",
  area: "dhaka-city",
  date: "2026-11-23",
  time: "10-13",
  cardMessage: "Happy birthday! 🎂",
  leaveNameOff: false,
  payment: "bKash",
  transactionId: "8n7a6b5c4d",
};

describe("the order form's rules", () => {
  it("passes a complete order", () => {
    expect(validateForm(rules, filled)).toEqual({});
  });

  it("asks for every required field of an empty form, in the order they appear", () => {
    const errors = validateForm(rules, emptyOrderForm);
    expect(errors).toEqual({
      senderName: "required",
      senderPhone: "required",
      recipientName: "required",
      recipientPhone: "required",
      address: "required",
      area: "required",
      date: "required",
    });
    expect(firstInvalidField(rules, errors)).toBe("senderName");
  });

  it("refuses a number that is not a Bangladeshi mobile", () => {
    expect(rules.problem("senderPhone", { ...filled, senderPhone: "01212345678" })).toBe("invalid");
  });

  describe("with the reader of numbers from abroad", () => {
    const world = orderRules({ ...context, abroad: readWorldMobile });

    it("takes a sender's valid number from abroad, and tells a wrong one by its fix", () => {
      const london = { ...filled, senderPhone: "+44 7400 123456" };
      expect(validateForm(world, london)).toEqual({});
      expect(world.problem("senderPhone", { ...filled, senderPhone: "+44 7400 1234" })).toBe(
        "abroad",
      );
      expect(world.problem("senderPhone", { ...filled, senderPhone: "07400 123456" })).toBe(
        "invalid",
      );
    });

    it("keeps the recipient's number Bangladeshi: they are in Bangladesh", () => {
      expect(
        world.problem("recipientPhone", { ...filled, recipientPhone: "+44 7400 123456" }),
      ).toBe("invalid");
    });

    it("sends the number from abroad in international form, with its country", () => {
      const details = orderDetails(
        { ...filled, senderPhone: "+971 50 123 4567" },
        { ...context, abroad: readWorldMobile },
      );
      expect(details?.senderPhone).toBe("+971501234567");
      expect(details?.senderCountry).toBe("AE");
    });
  });

  it("neither passes nor refuses a number from abroad before its reader has come", () => {
    const london = { ...filled, senderPhone: "+44 7400 123456" };
    expect(rules.problem("senderPhone", london)).toBe("unchecked");
    expect(orderDetails(london, context)).toBeNull();
  });

  it("takes the email as optional, and refuses one that is malformed", () => {
    expect(validateForm(rules, { ...filled, senderEmail: "" })).toEqual({});
    expect(validateForm(rules, { ...filled, senderEmail: "  " })).toEqual({});
    for (const email of ["rahim", "rahim@", "rahim@example com", "@example.com"]) {
      expect(validateForm(rules, { ...filled, senderEmail: email })).toEqual({
        senderEmail: "invalid",
      });
    }
  });

  it("refuses an area the page does not offer", () => {
    expect(rules.problem("area", { ...filled, area: "atlantis" })).toBe("required");
  });

  it("refuses a day before the earliest delivery, and outside the city one a parcel cannot arrive by", () => {
    expect(rules.problem("date", { ...filled, date: "2026-11-22" })).toBe("tooEarly");
    expect(rules.problem("date", { ...filled, date: "2026-02-30" })).toBe("invalid");
    // Outside, the date is the day it arrives by: sent on Tuesday 24, it arrives by Saturday 28
    // (Wednesday, Thursday and, past the closed Friday, Saturday).
    const outside = { ...filled, area: "sylhet" };
    expect(rules.problem("date", outside)).toBe("tooEarly");
    expect(rules.problem("date", { ...outside, date: "2026-11-27" })).toBe("tooEarly");
    expect(rules.problem("date", { ...outside, date: "2026-11-28" })).toBe(undefined);
  });

  it("counts the card message as a person does, up to the shop's limit", () => {
    const limit = shop.ordering.cardMessageLimit;
    const atLimit = "ক্ষ".repeat(limit);
    expect(graphemeCount(atLimit)).toBe(limit);
    expect(rules.problem("cardMessage", { ...filled, cardMessage: atLimit })).toBe(undefined);
    expect(rules.problem("cardMessage", { ...filled, cardMessage: `${atLimit}👨‍👩‍👧` })).toBe(
      "tooLong",
    );
  });

  it("checks a Transaction ID only for a wallet, and only once one is typed", () => {
    const wrong = { ...filled, transactionId: "ABC" };
    expect(rules.problem("transactionId", wrong)).toBe("invalid");
    expect(rules.problem("transactionId", { ...wrong, payment: "cod" })).toBe(undefined);
    expect(rules.problem("transactionId", { ...filled, transactionId: "" })).toBe(undefined);
  });

  it("accepts a Transaction ID typed with Bengali digits, and sends it in Latin ones", () => {
    const bangla = { ...filled, transactionId: "৮N৭A৬B৫C৪D" };
    expect(rules.problem("transactionId", bangla)).toBe(undefined);
    expect(orderDetails(bangla, context)?.transactionId).toBe("8N7A6B5C4D");
  });
});

describe("normalizeTransactionId", () => {
  it.each([
    ["8n7a6b5c", "8N7A6B5C"],
    ["8N7A6B5C4D", "8N7A6B5C4D"],
    [" 8n7a 6b5c4 ", "8N7A6B5C4"],
    ["৮n৭a৬b৫c৪d", "8N7A6B5C4D"],
    ["০১২৩৪৫৬৭৮৯", "0123456789"],
  ])("reads %j as %j", (input, expected) => {
    expect(normalizeTransactionId(input)).toBe(expected);
  });

  it.each(["8N7A6B5", "8N7A6B5C4D3", "8N7A-6B5C", "৮N7A৬B৫", "8N7Aকখ5C", ""])(
    "refuses %j",
    (input) => {
      expect(normalizeTransactionId(input)).toBeNull();
    },
  );
});

describe("orderDetails", () => {
  it("gives the order the shop reads: dialable numbers, trimmed text, upper-case ID", () => {
    expect(orderDetails(filled, context)).toEqual({
      ...filled,
      senderName: "Rahim Uddin",
      senderPhone: "+8801712345678",
      senderEmail: "rahim@example.com",
      recipientPhone: "+8801912345678",
      transactionId: "8N7A6B5C4D",
      senderCountry: null,
    });
  });

  it("drops the Transaction ID for cash on delivery", () => {
    expect(orderDetails({ ...filled, payment: "cod" }, context)?.transactionId).toBeNull();
  });

  it("is null while a field has a problem", () => {
    expect(orderDetails({ ...filled, address: " " }, context)).toBeNull();
  });
});

describe("parseOrderDraft", () => {
  it("keeps a stored draft as it was", () => {
    const draft = {
      reference: "UP-7K3M9Q",
      values: filled,
      dateStartedOn: "2026-11-23",
      changedAt: "2026-11-23T06:00:00.000Z",
    };
    expect(parseOrderDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it("starts clean from anything damaged or foreign", () => {
    for (const data of [null, 7, "x", [], { values: [] }, { reference: 5 }]) {
      expect(parseOrderDraft(data)).toEqual(emptyOrderDraft);
    }
    expect(
      parseOrderDraft({
        reference: "UP-0000",
        values: { ...filled, payment: "card", time: "3am" },
      }),
    ).toEqual({
      reference: "",
      values: { ...filled, payment: "cod", time: "any" },
      dateStartedOn: "",
      changedAt: "",
    });
    // A draft kept before the form said which date it chose: its date counts as the shopper's.
    expect(parseOrderDraft({ values: filled, dateStartedOn: "soon" }).dateStartedOn).toBe("");
  });

  it("always gives a well-formed draft, whatever is stored", () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.record({ values: fc.dictionary(fc.string(), fc.anything()) }),
        (any, partial) => {
          for (const data of [any, partial]) {
            const draft = parseOrderDraft(data);
            expect(Object.keys(draft.values).sort()).toEqual(Object.keys(emptyOrderForm).sort());
            for (const [field, value] of Object.entries(draft.values)) {
              expect(typeof value).toBe(typeof emptyOrderForm[field as keyof OrderFormValues]);
            }
            expect(draft.reference === "" || /^UP-/.test(draft.reference)).toBe(true);
          }
        },
      ),
    );
  });
});

describe("startDraft", () => {
  const sender = { name: "Rahim Uddin", phone: "01712345678" };

  it("starts a new order inside Dhaka city with the remembered sender, and leaves the date to the form", () => {
    const draft = startDraft(emptyOrderDraft, { reference: "UP-ABCDEF", sender });
    expect(draft.reference).toBe("UP-ABCDEF");
    expect(draft.values).toEqual({
      ...emptyOrderForm,
      senderName: "Rahim Uddin",
      senderPhone: "01712345678",
      area: dhakaCityArea,
    });
    expect(draft.dateStartedOn).toBe("");
  });

  it("never replaces what the shopper already filled, and guesses nothing about the recipient", () => {
    const typed = {
      reference: "UP-KEPT22",
      values: {
        ...emptyOrderForm,
        senderName: "Karim",
        area: "sylhet",
        date: "2026-11-30",
        recipientName: "",
      },
      dateStartedOn: "2026-11-24",
      changedAt: "2026-11-24T05:00:00.000Z",
    };
    const draft = startDraft(typed, { reference: "UP-ABCDEF", sender });
    expect(draft.reference).toBe("UP-KEPT22");
    expect(draft.values.senderName).toBe("Karim");
    expect(draft.values.senderPhone).toBe("");
    expect(draft.values.area).toBe("sylhet");
    expect(draft.values.date).toBe("2026-11-30");
    expect(draft.dateStartedOn).toBe("2026-11-24");
    expect(draft.values.recipientName).toBe("");
    expect(draft.values.recipientPhone).toBe("");
    expect(draft.values.address).toBe("");
  });
});

describe("an unsent order form on a shared phone", () => {
  const now = new Date("2026-12-10T06:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const typed = {
    ...emptyOrderDraft,
    reference: "UP-KEPT22",
    values: {
      ...emptyOrderForm,
      senderName: "Karim",
      senderPhone: "01712345678",
      recipientName: "Nusrat Jahan",
      recipientPhone: "01912345678",
      address: "House 5, Road 2, Banani",
      area: dhakaCityArea,
      cardMessage: "Happy birthday",
      payment: "bKash" as const,
      transactionId: "8N7A6B5C4D",
    },
  };

  it("keeps everything for the days it is kept after the shopper last typed", () => {
    const recent = { ...typed, changedAt: daysAgo(2.9) };
    expect(withoutStaleDetails(recent, now, 3)).toBe(recent);
  });

  it("then forgets the recipient, the card and the transaction ID, and keeps the sender's own", () => {
    const stale = withoutStaleDetails({ ...typed, changedAt: daysAgo(3) }, now, 3);
    expect(stale.values).toEqual({
      ...typed.values,
      recipientName: "",
      recipientPhone: "",
      address: "",
      cardMessage: "",
      transactionId: "",
    });
    expect(stale.reference).toBe("UP-KEPT22");
  });

  it("counts from now a draft an earlier build kept with no stamp, or one stamped ahead", () => {
    for (const changedAt of ["", "2099-01-01T00:00:00.000Z"]) {
      const counted = withoutStaleDetails({ ...typed, changedAt }, now, 3);
      expect(counted.changedAt, changedAt).toBe(now.toISOString());
      expect(counted.values, changedAt).toEqual(typed.values);
    }
  });

  it("leaves a draft with nothing of another's in it as it is", () => {
    const own = { ...emptyOrderDraft, values: { ...emptyOrderForm, senderName: "Karim" } };
    expect(withoutStaleDetails(own, now, 3)).toBe(own);
  });

  it("reads a damaged stamp as none", () => {
    expect(parseOrderDraft({ ...typed, changedAt: "yesterday" }).changedAt).toBe("");
    expect(parseOrderDraft({ ...typed, changedAt: 5 }).changedAt).toBe("");
    expect(parseOrderDraft({ ...typed, changedAt: daysAgo(1) }).changedAt).toBe(daysAgo(1));
  });
});
