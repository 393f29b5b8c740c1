import { describe, expect, it } from "vitest";
import { cloneSource, sourcePeers } from "./peer-sources.ts";

describe("the peers bench:peers builds from source", () => {
  it("clones from GitHub unless told where else", () => {
    expect(cloneSource("Ethan7628/gift-haven-hub", undefined)).toBe(
      "https://github.com/Ethan7628/gift-haven-hub.git",
    );
    expect(cloneSource("amandaptuar/giftshopwebsite", "/srv/mirrors/{owner}+{name}")).toBe(
      "/srv/mirrors/amandaptuar+giftshopwebsite",
    );
  });

  it("refuses a repository that is not owner/name", () => {
    expect(() => cloneSource("gift-haven-hub", undefined)).toThrow(/not owner\/name/);
  });

  it("pins each peer to a whole commit and a page of each kind from Home on", () => {
    for (const peer of sourcePeers) {
      expect(peer.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(peer.pages[0]).toBe("/");
      expect(peer.pages.length).toBeGreaterThanOrEqual(3);
    }
  });
});
