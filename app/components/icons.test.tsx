import { render } from "@testing-library/react";
import { readFileSync } from "node:fs";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import * as icons from "./icons";
import { iconNamesOf, iconSprite } from "../../scripts/build/icon-sprite.ts";

type Icon = ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
const drawn = Object.entries(icons).flatMap(([name, value]): [string, Icon][] =>
  typeof value === "function" ? [[name, value]] : [],
);

/** The symbol an icon's `<use>` points at, and the file it points into. */
function reference(Icon: Icon) {
  const { container } = render(<Icon className="size-4" />);
  const href = container.querySelector("svg > use")?.getAttribute("href") ?? "";
  const [file = "", symbol = ""] = href.split("#");
  return { file, symbol, svg: container.querySelector("svg") };
}

const iconModule = "app/components/icons.tsx";
const sprite = readFileSync("app/components/icons.svg", "utf8");
const symbolsInSprite = new Set(
  [...sprite.matchAll(/<symbol id="([a-z0-9-]+)"/g)].map((m) => m[1]),
);

describe("the icons", () => {
  it.each(drawn)("%s points at a symbol the sprite has, hidden from screen readers", (_, Icon) => {
    const { file, symbol, svg } = reference(Icon);
    expect(file).toMatch(/icons\.svg$/);
    expect(symbolsInSprite).toContain(symbol);
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.getAttribute("class")).toBe("lucide size-4");
  });

  it("are the names the sprite script reads from the module, each drawn once", () => {
    const named = iconNamesOf(readFileSync(iconModule, "utf8"));
    const used = [...drawn.map(([, Icon]) => reference(Icon).symbol), "star"];
    expect(new Set(used)).toEqual(new Set(named));
    expect(new Set(named).size).toBe(named.length);
  });

  it("come from a sprite that is Lucide's shapes for exactly those names (npm run icons writes it)", async () => {
    expect(sprite).toBe(await iconSprite(iconNamesOf(readFileSync(iconModule, "utf8"))));
  });

  it("give the ratings' star as an address in the same sprite", () => {
    const [file = "", symbol = ""] = icons.starSymbol.split("#");
    expect(file).toMatch(/icons\.svg$/);
    expect(symbolsInSprite).toContain(symbol);
  });
});
