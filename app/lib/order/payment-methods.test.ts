import { describe, expect, it } from "vitest";
import { isWallet, paymentChoice, paymentMethods, walletNames } from "./payment-methods";

describe("the shop's payment methods", () => {
  it("are the config's, in its order, the wallets being those with a number", () => {
    expect(paymentMethods).toEqual(["bKash", "Nagad", "Rocket", "cod"]);
    expect(walletNames).toEqual(["bKash", "Nagad", "Rocket"]);
    expect(isWallet("cod")).toBe(false);
  });

  it("are named with 'or', in each language's way", () => {
    const names = { bKash: "bKash", Nagad: "Nagad", Rocket: "Rocket", cod: "Cash on Delivery" };
    expect(paymentChoice(walletNames, names, "en")).toBe("bKash, Nagad, or Rocket");
    expect(paymentChoice(["cod", "bKash"], names, "bn")).toBe("Cash on Delivery বা bKash");
  });
});
