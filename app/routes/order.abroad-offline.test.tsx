import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { en } from "~/i18n/en";
import { clockFixedAt } from "../../tests/component/clock";
import { reviewFromAbroad } from "../../tests/component/ordering";

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

clockFixedAt("2026-11-23T06:50:00Z");

const text = en.ordering.orderPage;

describe("'Review order' with a number from abroad not yet read", () => {
  it("says, offline, that the number needs the internet once, and loses nothing", async () => {
    await reviewFromAbroad(text);
    expect(await screen.findByRole("button", { name: text.checkingNumber })).toBeInTheDocument();
    fetching.fail();
    expect(await screen.findByText(text.errors.senderPhone.unchecked)).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>(text.labels.senderPhone).value).toBe(
      "+44 7400 123456",
    );
    expect(screen.queryByRole("heading", { name: text.readyHeading })).toBeNull();
  });
});
