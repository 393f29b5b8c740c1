import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deliveryDistricts } from "~/lib/order/delivery-areas";
import { storeCart, stored, storeRaw } from "../../tests/component/device";
import { announced, write } from "../../tests/component/ordering";
import { pages } from "../../tests/component/pages";
import { editions } from "../../tests/component/render";
import { renderPage } from "../../tests/component/render";

/*
 * The shopper back on the same phone, in both editions: with their opt-in, 'About you' is one line
 * until 'Change', the last three people they sent to are offered again in one tap, and forgetting
 * (the button, or unticking the box) forgets the sender and the recipients alike.
 */

beforeEach(() => {
  // 12:50 in Dhaka, before the same-day cut-off.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T06:50:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

const keep = (key: string, data: unknown) => storeRaw(key, JSON.stringify({ v: 1, data }));

const karim = { name: "Karim Ahmed", phone: "01712-345679" };
const nusrat = {
  name: "Nusrat Jahan",
  phone: "01912-345678",
  address: "House 5, Road 2, Dhanmondi",
  area: "dhaka-city",
};
const mitu = { name: "Mitu", phone: "01812345670", address: "Zindabazar", area: "sylhet" };

describe.each(editions)("the returning shopper ($locale)", ({ locale, t }) => {
  const text = t.ordering.orderPage;
  const labels = text.labels;
  const digits = (latin: string) =>
    locale === "bn" ? latin.replace(/\d/g, (d) => "০১২৩৪৫৬৭৮৯"[Number(d)] ?? d) : latin;
  const sylhet = deliveryDistricts(locale).find((district) => district.id === "sylhet");
  if (!sylhet) throw new Error("Sylhet is not a delivery district: check content/shop.yaml");

  async function sendOrder(user: UserEvent) {
    await user.click(screen.getByRole("button", { name: text.review }));
    await user.click(await screen.findByRole("button", { name: text.copyOrder }));
    await user.click(await screen.findByRole("button", { name: text.sentYes }));
    await screen.findByText(text.thanksText);
  }

  it("folds 'About you' to one line with the remembered name and number, and 'Change' opens it on the name", async () => {
    keep("upohar.sender", karim);
    storeCart([{ productId: 7, quantity: 1 }]);
    const { user } = renderPage(pages.order, { locale });
    const change = await screen.findByRole("button", { name: text.changeSenderLabel });
    expect(change.textContent).toBe(text.changeSender);
    const line = change.parentElement?.textContent ?? "";
    expect(line).toContain(karim.name);
    expect(line).toContain(digits("01712-345679"));
    expect(screen.queryByLabelText(labels.senderName)).toBeNull();
    // The recipient's name is the first field to type.
    expect(screen.getAllByRole("textbox")[0]).toBe(screen.getByLabelText(labels.recipientName));

    await user.click(change);
    const name = screen.getByLabelText<HTMLInputElement>(labels.senderName);
    expect(document.activeElement).toBe(name);
    expect(name.value).toBe(karim.name);
    expect(screen.getByLabelText<HTMLInputElement>(labels.senderPhone).value).toBe(karim.phone);
  });

  it("takes 'Edit order' back to the recipient's name while 'About you' stands folded", async () => {
    keep("upohar.sender", karim);
    keep("upohar.recipients", [nusrat]);
    storeCart([{ productId: 7, quantity: 1 }]);
    const { user } = renderPage(pages.order, { locale });
    const list = await screen.findByRole("list", { name: text.recipientsKept });
    await user.click(within(list).getByRole("button"));
    await user.click(screen.getByRole("button", { name: text.review }));
    await user.click(await screen.findByRole("button", { name: text.edit }));
    expect(document.activeElement).toBe(screen.getByLabelText(labels.recipientName));
  });

  it("stays open on a draft the shopper changed, and loses nothing of it", async () => {
    keep("upohar.sender", karim);
    keep("upohar.order-draft", {
      reference: "",
      values: { senderName: "Karim A.", senderPhone: "01712-345679" },
    });
    storeCart([{ productId: 7, quantity: 1 }]);
    renderPage(pages.order, { locale });
    const name = await screen.findByLabelText<HTMLInputElement>(labels.senderName);
    expect(name.value).toBe("Karim A.");
    expect(screen.queryByRole("button", { name: text.changeSenderLabel })).toBeNull();
  });

  it("offers the last people sent to, newest first, and fills one in with a tap", async () => {
    keep("upohar.sender", karim);
    keep("upohar.recipients", [mitu, nusrat]);
    storeCart([{ productId: 7, quantity: 1 }]);
    const { user } = renderPage(pages.order, { locale });
    const list = await screen.findByRole("list", { name: text.recipientsKept });
    const choices = within(list).getAllByRole("button");
    expect(choices.map((choice) => choice.textContent)).toEqual([
      `${mitu.name} · ${sylhet.name}`,
      `${nusrat.name} · ${text.dhakaCity}`,
    ]);
    expect(choices.map((choice) => choice.getAttribute("aria-label"))).toEqual([
      `${text.sendToAgain(mitu.name)} · ${sylhet.name}`,
      `${text.sendToAgain(nusrat.name)} · ${text.dhakaCity}`,
    ]);

    const [toMitu] = choices;
    if (!toMitu) throw new Error("No choice for Mitu");
    await user.click(toMitu);
    expect(screen.getByLabelText<HTMLInputElement>(labels.recipientName).value).toBe(mitu.name);
    expect(screen.getByLabelText<HTMLInputElement>(labels.recipientPhone).value).toBe(mitu.phone);
    expect(screen.getByLabelText<HTMLTextAreaElement>(labels.address).value).toBe(mitu.address);
    expect(screen.getByLabelText<HTMLSelectElement>(labels.area).value).toBe("sylhet");
    expect(announced()).toBe(text.recipientFilled(mitu.name));
  });

  it("keeps the recipient of each order sent with the opt-in, newest first, one entry a person", async () => {
    keep("upohar.sender", karim);
    keep("upohar.recipients", [nusrat, mitu]);
    storeCart([{ productId: 7, quantity: 1 }]);
    const { user } = renderPage(pages.order, { locale });
    await screen.findByRole("button", { name: text.changeSenderLabel });
    await write(user, labels.recipientName, "Mitu Rahman");
    await write(user, labels.recipientPhone, "+880 1812-345670");
    await write(user, labels.address, "Flat 3B, Amberkhana");
    await sendOrder(user);
    expect(stored("upohar.recipients")).toEqual([
      {
        name: "Mitu Rahman",
        phone: "+880 1812-345670",
        address: "Flat 3B, Amberkhana",
        area: "dhaka-city",
      },
      nusrat,
    ]);
  });

  it("keeps no recipient without the opt-in", async () => {
    storeCart([{ productId: 7, quantity: 1 }]);
    const { user } = renderPage(pages.order, { locale });
    await screen.findByLabelText(labels.senderName);
    await write(user, labels.senderName, karim.name);
    await write(user, labels.senderPhone, karim.phone);
    await write(user, labels.recipientName, nusrat.name);
    await write(user, labels.recipientPhone, nusrat.phone);
    await write(user, labels.address, nusrat.address);
    await sendOrder(user);
    expect(stored("upohar.recipients")).toBeNull();
    expect(stored("upohar.sender")).toBeNull();
  });

  it("forgets the sender and the recipients with 'Forget', and when the box is unticked", async () => {
    for (const how of ["forget", "untick"] as const) {
      // Each way from the same start: a phone that kept the sender, and a form not begun.
      localStorage.removeItem("upohar.order-draft");
      keep("upohar.sender", karim);
      keep("upohar.recipients", [nusrat]);
      storeCart([{ productId: 7, quantity: 1 }]);
      const { user, unmount } = renderPage(pages.order, { locale });
      await screen.findByRole("list", { name: text.recipientsKept });
      // The form fills in the kept name as it starts the draft, which may come after the list.
      await user.click(await screen.findByRole("button", { name: text.changeSenderLabel }));
      await user.click(
        how === "forget"
          ? screen.getByRole("button", { name: text.forgetSender })
          : screen.getByRole("checkbox", { name: text.rememberSender }),
      );
      expect(stored("upohar.sender"), how).toBeNull();
      expect(stored("upohar.recipients"), how).toEqual([]);
      expect(announced()).toBe(how === "forget" ? text.senderForgottenHere : text.senderForgotten);
      await waitFor(() =>
        expect(screen.queryByRole("list", { name: text.recipientsKept })).toBeNull(),
      );
      expect(
        (screen.getByRole("checkbox", { name: text.rememberSender }) as HTMLInputElement).checked,
      ).toBe(false);
      // 'Forget' empties the form's name and number the phone had filled in, in the stored draft
      // too (security review, finding 3); unticking leaves the order being written as it is.
      const kept = how === "forget" ? "" : karim.name;
      expect(screen.getByLabelText<HTMLInputElement>(labels.senderName).value, how).toBe(kept);
      const draft = stored("upohar.order-draft") as {
        values: { senderName: string; senderPhone: string };
      };
      expect(draft.values.senderName, how).toBe(kept);
      expect(draft.values.senderPhone === "", how).toBe(how === "forget");
      unmount();
    }
  });

  it("ignores damaged or foreign recipients, and offers the whole ones", async () => {
    keep("upohar.sender", karim);
    keep("upohar.recipients", [{ ...nusrat, phone: "12" }, "Mitu", null, mitu]);
    storeCart([{ productId: 7, quantity: 1 }]);
    renderPage(pages.order, { locale });
    const list = await screen.findByRole("list", { name: text.recipientsKept });
    expect(within(list).getAllByRole("button")).toHaveLength(1);
    expect(within(list).getByRole("button").textContent).toContain(mitu.name);
  });
});
