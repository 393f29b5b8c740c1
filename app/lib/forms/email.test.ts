import { describe, expect, it } from "vitest";
import { isValidEmail } from "./email";

describe("isValidEmail", () => {
  it.each(["rahim@example.com", "a.b+gift@mail.co.bd", " nusrat@upohar.com.bd "])(
    "accepts %j",
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    "",
    "rahim",
    "rahim@",
    "@example.com",
    "rahim example@x.com",
    "a@b..c",
    `${"a".repeat(250)}@x.com`,
  ])("rejects %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
