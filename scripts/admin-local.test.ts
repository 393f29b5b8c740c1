import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { localAdminEnvironment } from "./admin-local.ts";

describe("the admin on the owner's own computer", () => {
  it("listens on this computer alone, on the port the admin asks, whatever the environment says", () => {
    const environment = localAdminEnvironment({ BIND_HOST: "0.0.0.0", PORT: "80", PATH: "/bin" });
    expect(environment).toMatchObject({ BIND_HOST: "127.0.0.1", PORT: "8081", PATH: "/bin" });
    expect(readFileSync("admin/config.yml", "utf8")).toContain("url: http://127.0.0.1:8081/api/v1");
  });

  it("runs the decap-server the admin's lock pins, not one npx would fetch", () => {
    const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<
      string,
      string
    >;
    expect(scripts["admin:local"]).toBe(
      "node --import tsx scripts/install-tools.ts admin && node --import tsx scripts/admin-local.ts",
    );
    for (const file of ["docs/owner.md", "admin/config.yml"]) {
      expect(readFileSync(file, "utf8"), file).not.toContain("npx decap-server");
    }
  });

  it("has the owner run a pinned wrangler for the sign-in relay", () => {
    for (const file of ["docs/owner-sign-in.md", "admin/oauth-relay/wrangler.toml"]) {
      const runs = readFileSync(file, "utf8").match(/npx wrangler\S*/g) ?? [];
      expect(runs.length, file).toBeGreaterThan(0);
      for (const run of runs) expect(run, file).toMatch(/^npx wrangler@\d+\.\d+\.\d+$/);
    }
  });
});
