import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { en } from "~/i18n/en";
import { clockFixedAt } from "../../tests/component/clock";
import { reviewFromAbroad } from "../../tests/component/ordering";

/*
 * 'Review order' with a number from abroad before the page has fetched what reads it: it waits
 * for it, and never lets the number through unread nor refuses it as wrong. The fetch is held here
 * until the test lets it come; offline is order.abroad-offline.test.tsx.
 */

const fetching = vi.hoisted(() => ({ release: () => {} }));

vi.mock("~/lib/forms/world-mobile", async (importOriginal) => {
  const gate = new Promise<void>((resolve) => {
    fetching.release = resolve;
  });
  await gate;
  return importOriginal();
});

clockFixedAt("2026-11-23T06:50:00Z");

const text = en.ordering.orderPage;

describe("'Review order' with a number from abroad not yet read", () => {
  it("waits for the reader, then goes on to the send step", async () => {
    await reviewFromAbroad(text);
    const busy = await screen.findByRole("button", { name: text.checkingNumber });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByRole("heading", { name: text.readyHeading })).toBeNull();
    expect(screen.queryByText(text.errors.senderPhone.unchecked)).toBeNull();
    fetching.release();
    expect(await screen.findByRole("heading", { name: text.readyHeading })).toBeInTheDocument();
  });
});
