import { describe, expect, it } from "vitest";
import { isWish } from "./wishes";

describe("isWish", () => {
  it.each(["mubarak", "mobarak", "মোবারক", "happy", "হ্যাপি", "shubho", "shuvo", "শুভ", "merry"])(
    "'%s' wishes a day",
    (word) => {
      expect(isWish(word)).toBe(true);
    },
  );

  it.each(["eid", "christmas", "birthday", "gift", "উপহার"])("'%s' does not", (word) => {
    expect(isWish(word)).toBe(false);
  });
});
