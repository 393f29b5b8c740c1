import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const phoneHref = "tel:+8801712345678";
const emailHref = "mailto:hello@upohar.com.bd";

/** The query of a mailto: link, decoded the way a mail app reads it. */
function mailtoQuery(href: string): URLSearchParams {
  return new URLSearchParams(href.slice(href.indexOf("?") + 1));
}

async function href(link: Locator): Promise<string> {
  const value = await link.getAttribute("href");
  expect(value).not.toBeNull();
  return value ?? "";
}

function field(page: Page, label: string): Locator {
  return page.getByLabel(label, { exact: true });
}

test.describe("About", () => {
  test("tells the story, the values, why us and the team", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Our Story" })).toBeVisible();
    await expect(main.getByText(/started in Dhaka in 2025/)).toBeVisible();
    await expect(main.getByText("100+", { exact: true })).toBeVisible();
    await expect(main.getByText("Happy customers", { exact: true })).toBeVisible();
    for (const value of ["Love & Care", "Quality First", "Customer First"]) {
      await expect(main.getByRole("heading", { level: 3, name: value, exact: true })).toBeVisible();
    }
    await expect(main.getByRole("heading", { name: "Why Choose Us" })).toBeVisible();
    await expect(main.getByText("Same-day delivery inside Dhaka; 1–3 business days")).toBeVisible();

    for (const [name, role] of [
      ["Nusrat Jahan", "Founder & Gift Curator"],
      ["Tanvir Ahmed", "Orders & Delivery Lead"],
    ] as const) {
      const member = main
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name }) });
      await expect(member.getByText(role)).toBeVisible();
      const portrait = member.getByRole("img", { name: `Portrait of ${name}` });
      await portrait.scrollIntoViewIfNeeded();
      await expect(portrait).toHaveAttribute("loading", "lazy");
      await expect(portrait).toHaveAttribute("width", "400");
      await expect(portrait).toHaveAttribute("height", "400");
      await expect
        .poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }

    await main.getByRole("link", { name: "Start Shopping" }).click();
    await expect(page).toHaveURL("/products");
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  });
});

test.describe("Contact", () => {
  test("lists every way to reach the shop, the map panel and the FAQ", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(main.getByRole("link", { name: "+880 1712-345678" })).toHaveAttribute(
      "href",
      phoneHref,
    );
    await expect(main.getByRole("link", { name: "hello@upohar.com.bd" })).toHaveAttribute(
      "href",
      emailHref,
    );
    const whatsapp = new URL(await href(main.getByRole("link", { name: /Chat with us/ })));
    expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/8801712345678");
    await expect(main.getByText("House 12, Road 5, Dhanmondi").first()).toBeVisible();
    await expect(main.getByText("Open 24/7", { exact: true })).toBeVisible();
    await expect(main.getByText("Interactive Map Coming Soon")).toBeVisible();
    await expect(main.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();
    await expect(main.locator("summary")).toHaveCount(6);
    await main.getByRole("link", { name: "See all answers" }).click();
    await expect(page).toHaveURL("/faq");
  });

  test("the FAQ answers the spec's policies", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    const answers: [string, RegExp][] = [
      ["How long does delivery take?", /Same-day delivery inside Dhaka.*1–3 business days/],
      ["Do you offer gift wrapping?", /Complimentary gift wrapping and a message card/],
      ["What is your return policy?", /within 7 days.*only if they arrive defective/],
      ["Do you offer bulk or corporate discounts?", /Bulk discounts are available on request/],
      ["How can I track my order?", /tracking number is sent to you by SMS and email/],
      ["How can I pay?", /bKash, Nagad, Rocket, or Cash on Delivery/],
    ];
    for (const [question, answer] of answers) {
      const item = main.locator("details").filter({ hasText: question });
      await expect(item.getByText(answer)).toBeHidden();
      await item.getByText(question).click();
      await expect(item.getByText(answer)).toBeVisible();
    }
  });
});

test.describe("the contact form", () => {
  test("offers the six subjects after a placeholder", async ({ page }) => {
    await page.goto("/contact");
    const options = field(page, "Subject").locator("option");
    await expect(options).toHaveCount(7);
    await expect(options.first()).toHaveAttribute("value", "");
    const expected = [
      ["general", "General Inquiry"],
      ["order", "Order Support"],
      ["product", "Product Question"],
      ["custom", "Custom Gift Request"],
      ["complaint", "Complaint"],
      ["partnership", "Partnership"],
    ];
    for (const [index, [value, label]] of expected.entries()) {
      await expect(options.nth(index + 1)).toHaveAttribute("value", value ?? "");
      await expect(options.nth(index + 1)).toHaveText(label ?? "");
    }
    await expect(field(page, "Email Address")).toHaveAttribute("type", "email");
  });

  test("explains each missing field beside it and focuses the first", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Review Message" }).click();

    const problems: [string, string][] = [
      ["Full Name", "Please enter your name."],
      ["Email Address", "Please enter your email address, so we can reply."],
      ["Subject", "Please choose a subject."],
      ["Message", "Please write your message."],
    ];
    for (const [label, message] of problems) {
      await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(message));
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(field(page, "Phone")).toHaveAttribute("aria-invalid", "false");
    await expect(field(page, "Full Name")).toBeFocused();

    await field(page, "Full Name").fill("Rahim Uddin");
    await expect(page.getByText("Please enter your name.")).toBeHidden();
    await expect(field(page, "Full Name")).toHaveAttribute("aria-invalid", "false");
    await page.getByRole("button", { name: "Review Message" }).click();
    await expect(field(page, "Email Address")).toBeFocused();
  });

  test("keeps what was typed and checks the email, phone and length", async ({ page }) => {
    await page.goto("/contact");
    await field(page, "Full Name").fill("Rahim Uddin");
    await field(page, "Email Address").fill("rahim@");
    await field(page, "Phone").fill("call me");
    await field(page, "Subject").selectOption("order");
    await field(page, "Message").fill("Too short");
    await expect(page.getByText("9/1000", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Review Message" }).click();

    await expect(field(page, "Email Address")).toBeFocused();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please use only digits, spaces, dashes")).toBeVisible();
    await expect(page.getByText("Please write at least 10 characters")).toBeVisible();
    await expect(field(page, "Full Name")).toHaveValue("Rahim Uddin");
    await expect(field(page, "Email Address")).toHaveValue("rahim@");
    await expect(field(page, "Phone")).toHaveValue("call me");
    await expect(field(page, "Subject")).toHaveValue("order");
    await expect(field(page, "Message")).toHaveValue("Too short");

    await field(page, "Message").fill("x".repeat(1001));
    await expect(page.getByText("1001/1000", { exact: true })).toBeVisible();
    await expect(page.getByText("Please shorten your message to 1000 characters")).toBeVisible();
  });

  test("a valid message is shown with links to send it by email or WhatsApp", async ({ page }) => {
    const name = "নুসরাত জাহান";
    const message = "উপহার 🎁 & #1 50% off? yes\nSecond line + more";
    await page.goto("/contact");
    await field(page, "Full Name").fill(name);
    await field(page, "Email Address").fill("nusrat@example.com");
    await field(page, "Phone").fill("+880 1812-345678");
    await field(page, "Subject").selectOption({ label: "Custom Gift Request" });
    await field(page, "Message").fill(message);
    await page.getByRole("button", { name: "Review Message" }).click();

    const heading = page.getByRole("heading", { name: "Your message is ready to send" });
    await expect(heading).toBeFocused();
    const main = page.getByRole("main");
    await expect(main.getByText("This website does not send anything itself.")).toBeVisible();
    await expect(main.getByText(`Custom Gift Request: ${name}`)).toBeVisible();

    const body = `${message}\n\n${name}\nnusrat@example.com\n+880 1812-345678`;
    const mailto = await href(main.getByRole("link", { name: "Send by email" }));
    expect(mailto.startsWith(`${emailHref}?`)).toBe(true);
    expect(mailto).not.toContain("+");
    expect(mailtoQuery(mailto).get("subject")).toBe(`Custom Gift Request: ${name}`);
    expect(mailtoQuery(mailto).get("body")).toBe(body);

    const whatsapp = new URL(await href(main.getByRole("link", { name: /Send on WhatsApp/ })));
    expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/8801712345678");
    expect(whatsapp.searchParams.get("text")).toBe(`Custom Gift Request: ${name}\n\n${body}`);

    await main.getByRole("button", { name: "Edit message" }).click();
    await expect(field(page, "Message")).toBeFocused();
    await expect(field(page, "Message")).toHaveValue(message);
    await expect(field(page, "Full Name")).toHaveValue(name);
    await expect(field(page, "Subject")).toHaveValue("custom");
  });
});

test.describe("FAQ page", () => {
  test("answers open and close from the keyboard", async ({ page }) => {
    await page.goto("/faq");
    await expect(
      page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }),
    ).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.locator("summary")).toHaveCount(6);

    const item = main.locator("details").filter({ hasText: "What is your return policy?" });
    const summary = item.locator("summary");
    const answer = item.getByText(/within 7 days/);
    await summary.focus();
    await expect(answer).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await expect(item).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(answer).toBeHidden();

    await page.keyboard.press("Tab");
    const next = main.locator("details").filter({ hasText: "bulk or corporate" });
    await expect(next.locator("summary")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(next.getByText(/Bulk discounts are available on request/)).toBeVisible();
  });
});

test.describe("info pages", () => {
  const pages: [string, string, (string | RegExp)[]][] = [
    [
      "/shipping",
      "Shipping Info",
      [
        "Same-day delivery inside Dhaka.",
        "1–3 business days to other cities in Bangladesh.",
        /Orders of ৳2,000 or more ship free; below that, delivery costs ৳100/,
        /tracking number is sent to you by SMS and email/,
        /Complimentary gift wrapping/,
      ],
    ],
    [
      "/returns",
      "Returns & Exchanges",
      [/returned within 7 days of delivery/, /only if they arrive defective/, /exchange/],
    ],
    [
      "/privacy",
      "Privacy Policy",
      [
        /no login/,
        /no analytics, no advertising trackers and no cookies/,
        /saved in this browser's local storage, on your own phone or computer/,
        /open your own email or WhatsApp app/,
        /send nothing themselves/,
      ],
    ],
    ["/terms", "Terms of Service", [/You order by phone or WhatsApp/, /bKash/, /taka/]],
  ];

  for (const [path, title, facts] of pages) {
    test(`${path} has its heading, its facts and a way to ask`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const main = page.getByRole("main");
      for (const fact of facts) await expect(main.getByText(fact).first()).toBeVisible();
      await expect(main.getByRole("link", { name: "Call +880 1712-345678" })).toHaveAttribute(
        "href",
        phoneHref,
      );
      await expect(main.getByRole("link", { name: "Email us" })).toHaveAttribute("href", emailHref);
      const whatsapp = new URL(await href(main.getByRole("link", { name: /WhatsApp us/ })));
      expect(whatsapp.hostname).toBe("wa.me");
      expect(whatsapp.searchParams.get("text")).toBe("Hello Upohar! I have a question.");
    });
  }

  test("the footer leads to each info page", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await footer.getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }),
    ).toBeVisible();
    await footer.getByRole("link", { name: "Support Center" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Support Center" })).toBeVisible();
  });

  test("/support shows how to get help and where the answers are", async ({ page }) => {
    await page.goto("/support");
    await expect(page.getByRole("heading", { level: 1, name: "Support Center" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Call us" })).toBeVisible();
    await expect(main.getByRole("link", { name: "+880 1712-345678", exact: true })).toHaveAttribute(
      "href",
      phoneHref,
    );
    await expect(main.getByRole("link", { name: "hello@upohar.com.bd" })).toHaveAttribute(
      "href",
      emailHref,
    );
    const whatsapp = new URL(
      await href(main.getByRole("link", { name: /\+880 1712-345678 \(opens in a new tab\)/ })),
    );
    expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/8801712345678");

    const answers: [string, string, string][] = [
      ["Frequently asked questions", "/faq", "Frequently Asked Questions"],
      ["Shipping and delivery times", "/shipping", "Shipping Info"],
      ["Returns and exchanges", "/returns", "Returns & Exchanges"],
      ["Send us a message", "/contact", "Contact Us"],
    ];
    for (const [label, path, heading] of answers) {
      await page.goto("/support");
      await page.getByRole("main").getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });
});

test("/account says it is coming soon and ordering needs no account", async ({ page }) => {
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText("Coming Soon")).toBeVisible();
  await expect(main.getByText("You don't need an account to order.")).toBeVisible();
  await expect(main.getByRole("link", { name: "Call +880 1712-345678" })).toHaveAttribute(
    "href",
    phoneHref,
  );
});
