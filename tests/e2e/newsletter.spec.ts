import { expect, test } from "./fixtures";

test("the newsletter box explains a bad address and hands a good one to the email app", async ({
  page,
}) => {
  await page.goto("/");
  const input = page.getByRole("textbox", { name: "Email address" });
  const subscribe = page.getByRole("button", { name: "Subscribe" });

  await input.fill("rahim@");
  await subscribe.click();
  const invalid = page.getByText("Please enter a valid email address, like name@example.com.");
  await expect(invalid).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toBeFocused();
  await expect(input).toHaveValue("rahim@");

  await input.fill("rahim@example.com");
  await expect(invalid).toBeHidden();
  await subscribe.click();
  await expect(
    page.getByText(/Your email app should open with a subscription request/),
  ).toBeVisible();
  const again = page.getByRole("link", { name: "Open the email again" });
  const href = (await again.getAttribute("href")) ?? "";
  expect(href.startsWith("mailto:hello@upohar.com.bd?")).toBe(true);
  const query = new URLSearchParams(href.slice(href.indexOf("?") + 1));
  expect(query.get("subject")).toBe("Newsletter subscription");
  expect(query.get("body")).toContain("Please add rahim@example.com to your newsletter.");
  await expect(page).toHaveURL("/");
});
