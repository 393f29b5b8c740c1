import { describe, it } from "vitest";
import { bn } from "~/i18n/bn";
import Privacy from "./privacy";
import { expectInfoPage } from "../../tests/component/shell";

const route = { path: "/privacy", Component: Privacy };

describe("the privacy page", () => {
  it("says what the site keeps and where, and a way to ask", async () => {
    await expectInfoPage(route, "privacy", "en", {
      title: "Privacy Policy",
      facts: [
        /no login/,
        /no analytics, no advertising trackers and no cookies/,
        /saved in this browser's local storage, on your own phone or computer/,
        /open your own email or WhatsApp app/,
        /send nothing themselves/,
      ],
    });
  });

  it("is in Bangla on /bn/privacy", async () => {
    await expectInfoPage(route, "privacy", "bn", { title: bn.pages.privacy });
  });
});
