import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { en } from "~/i18n/en";
import { storeFilledOrder } from "../../tests/component/device";
import { pages } from "../../tests/component/pages";
import { renderPage } from "../../tests/component/render";

/*
 * 'Review order' with a number from abroad when what reads it cannot be fetched: it says what to
 * do, and loses nothing. The fetch is held here until the test fails it. The page keeps the reader
 * once it has come, so the test that lets it come (order.abroad-waiting.test.tsx) is a file apart.
 */

const fetching = vi.hoisted(() => ({ fail: () => {} }));

vi.mock("~/lib/forms/world-mobile", async (importOriginal) => {
  const gate = new Promise<void>((_, reject) => {
    fetching.fail = () => reject(new TypeError("Failed to fetch"));
  });
  await gate;
  return importOriginal();
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T06:50:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

const text = en.ordering.orderPage;

describe("'Review order' with a number from abroad not yet read", () => {
  it("says, offline, that the number needs the internet once, and loses nothing", async () => {
    storeFilledOrder({ senderPhone: "+44 7400 123456" });
    const { user } = renderPage(pages.order);
    await screen.findByLabelText(text.labels.senderPhone);
    await user.click(screen.getByRole("button", { name: text.review }));
    expect(await screen.findByRole("button", { name: text.checkingNumber })).toBeInTheDocument();
    fetching.fail();
    expect(await screen.findByText(text.errors.senderPhone.unchecked)).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>(text.labels.senderPhone).value).toBe(
      "+44 7400 123456",
    );
    expect(screen.queryByRole("heading", { name: text.readyHeading })).toBeNull();
  });
});
