import { inquiryMessages } from "../../src/content/inquiries";
import { site } from "../../src/content/site";
import { fetchFormToken, postFormWithoutJs, readContactForm } from "../support/contact-form";
import { expectNoAxeViolations } from "./support/axe";
import {
  actAsClient,
  fillInquiry,
  inquiryForm,
  sampleInquiry,
  uniqueClientAddress,
  waitLikeAPerson,
} from "./support/contact";
import { expect, test } from "./support/fixtures";

const status = (page: import("@playwright/test").Page) => page.locator("#inquiry-status");

test.describe("contact page", () => {
  test("shows the hero, the ways to get in touch and the form", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's Create");

    const touch = page.getByRole("region", { name: "Get in Touch" });
    await expect(touch.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(touch.getByRole("link", { name: /on WhatsApp/ })).toHaveAttribute(
      "href",
      `https://wa.me/${site.whatsapp}`,
    );
    await expect(touch).toContainText("Ahmedabad, Gujarat");
    await expect(touch).toContainText("India");

    const form = inquiryForm(page);
    await expect(form.getByLabel("Name")).toHaveAttribute("required", "");
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Email")).toHaveAttribute("required", "");
    await expect(form.getByLabel("Company")).not.toHaveAttribute("required");
    await expect(form.getByLabel("Project Type").locator("option")).toHaveText([
      "Select a service...",
      "Brand Identity",
      "Creative Design",
      "Digital",
      "Marketing",
      "Strategy",
      "Multimedia",
      "Extended",
    ]);
    const values = await form
      .getByLabel("Project Type")
      .locator("option")
      .evaluateAll((options: HTMLOptionElement[]) => options.map((option) => option.value));
    expect(values).toEqual([
      "",
      "brand-identity",
      "creative-design",
      "digital",
      "marketing",
      "strategy",
      "multimedia",
      "extended",
    ]);
    const message = form.getByLabel("Message");
    await expect(message).toHaveAttribute("rows", "5");
    await expect(message).toHaveAttribute("required", "");
    await expect(message).toHaveAttribute("placeholder", /project.*goals.*timeline/);
    await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("sends an inquiry with JavaScript: pending, then success in the live region", async ({
    page,
  }) => {
    await actAsClient(page);
    await page.goto("/contact");
    await fillInquiry(page, sampleInquiry("js"));
    await waitLikeAPerson(page);

    // Hold the answer back a moment, to see the pending state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/contact", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    const button = inquiryForm(page).getByRole("button", { name: /Send Message|Sending/ });
    await button.click();
    await expect(button).toHaveText("Sending…");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(status(page)).toHaveText("Sending your message…");
    release();

    await expect(status(page)).toHaveText(inquiryMessages.success);
    await expect(status(page)).toHaveAttribute("role", "status");
    await expect(inquiryForm(page).getByLabel("Name")).toHaveValue("");
    await expect(inquiryForm(page).getByLabel("Message")).toHaveValue("");
    await expect(button).toHaveText("Send Message");
    await expectNoAxeViolations(page);
  });

  test("sends an inquiry without JavaScript: a plain POST answered with the page", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "x-forwarded-for": uniqueClientAddress() },
    });
    const page = await context.newPage();
    await page.goto("/contact");
    const input = sampleInquiry("no-js");
    await fillInquiry(page, input);
    await page.getByRole("button", { name: "Send Message" }).click();

    // No script fetched a token, so the answer carries one and asks to confirm, keeping
    // everything that was typed.
    await expect(page).toHaveURL(/\/contact#work-with-us$/);
    await expect(status(page)).toHaveText(inquiryMessages.confirm);
    const form = inquiryForm(page);
    await expect(form.getByLabel("Name")).toHaveValue(input.name);
    await expect(form.getByLabel("Company")).toHaveValue(input.company!);
    await expect(form.getByLabel("Project Type")).toHaveValue(input.project!);
    await expect(form.getByLabel("Message")).toHaveValue(input.message);

    await waitLikeAPerson(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(status(page)).toHaveText(inquiryMessages.success);
    await expect(inquiryForm(page).getByLabel("Name")).toHaveValue("");
    await context.close();
  });

  test("the browser's own checks stop an incomplete form before it is sent", async ({ page }) => {
    await page.goto("/contact");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const form = inquiryForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(
      await form.getByLabel("Name").evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);

    await form.getByLabel("Name").fill("Asha");
    await form.getByLabel("Email").fill("asha");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(
      await form.getByLabel("Email").evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
    ).toBe(true);
    expect(posts).toEqual([]);
    await expect(status(page)).toBeEmpty();
  });

  test("the shared rules catch what the browser lets through, beside the field", async ({
    page,
  }) => {
    await page.goto("/contact");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    // A browser takes "asha@studio" as an email address; the form's rules do not.
    await fillInquiry(page, { ...sampleInquiry("rules"), email: "asha@studio" });
    await inquiryForm(page).getByRole("button", { name: "Send Message" }).click();
    const email = inquiryForm(page).getByLabel("Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(
      "Please enter an email address like name@example.com.",
    );
    await expect(email).toBeFocused();
    await expect(status(page)).toHaveText(inquiryMessages.invalid);
    expect(posts).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("the server checks the fields itself when the browser's checks are bypassed", async ({
    browser,
    baseURL,
  }) => {
    // Without JavaScript only the server's rules stand between the form and the database.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "x-forwarded-for": uniqueClientAddress() },
    });
    const page = await context.newPage();
    await page.goto("/contact");
    await fillInquiry(page, { ...sampleInquiry("server"), email: "asha@studio" });
    await page.getByRole("button", { name: "Send Message" }).click();
    const email = inquiryForm(page).getByLabel("Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(
      "Please enter an email address like name@example.com.",
    );
    await expect(email).toHaveValue("asha@studio");
    await expect(status(page)).toHaveText(inquiryMessages.invalid);
    await context.close();

    // And what no browser would send: empty required fields, too long, off the list, extra.
    const template = await readContactForm(baseURL!);
    const headers = { "x-forwarded-for": uniqueClientAddress() };
    const answer = async (fields: Record<string, string>) =>
      (await postFormWithoutJs(baseURL!, template, fields, headers)).text();
    const blank = await answer({ name: "", email: "", message: "", token: "" });
    for (const text of [
      "Please tell us your name.",
      "Please enter your email address.",
      "Please tell us about your project.",
    ]) {
      expect(blank).toContain(text);
    }
    const tooLong = await answer({
      ...sampleInquiry("long"),
      project: "world-domination",
      message: "m".repeat(5001),
    });
    expect(tooLong).toContain("Please keep your message under 5,000 characters");
    expect(tooLong).toContain("Please choose a project type from the list.");
    const extra = await answer({ ...sampleInquiry("extra"), admin: "true" } as Record<
      string,
      string
    >);
    expect(extra).toContain(inquiryMessages.unexpectedFields);
  });

  test("a form sent faster than a person could is held back, keeping what was typed", async ({
    page,
  }) => {
    await actAsClient(page);
    await page.goto("/contact");
    const input = sampleInquiry("fast");
    await fillInquiry(page, input);
    await expect.poll(() => page.locator("input[name=token]").inputValue()).not.toBe("");
    // On a busy machine typing alone can take longer than a person's minimum, so the form is
    // sent with a token issued a moment before the click, as a bot's would be.
    const fresh = (await (await page.request.get("/api/inquiries/token")).json()) as {
      token: string;
    };
    await page
      .locator("input[name=token]")
      .evaluate((field: HTMLInputElement, token) => (field.value = token), fresh.token);
    await inquiryForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(status(page)).toHaveText(inquiryMessages.tooFast);
    await expect(inquiryForm(page).getByLabel("Message")).toHaveValue(input.message);
    await expect(inquiryForm(page).getByLabel("Project Type")).toHaveValue(input.project!);

    await waitLikeAPerson(page);
    await inquiryForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(status(page)).toHaveText(inquiryMessages.success);
  });

  test("a filled honeypot is refused with a message a person understands", async ({ page }) => {
    await actAsClient(page);
    await page.goto("/contact");
    const input = sampleInquiry("honeypot");
    await fillInquiry(page, input);
    // What a spam robot does: fill every field, including the one people never see.
    await page.locator("input[name=website]").fill("https://spam.example", { force: true });
    await waitLikeAPerson(page);
    await inquiryForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(status(page)).toHaveText(inquiryMessages.honeypot);
    await expect(inquiryForm(page).getByLabel("Name")).toHaveValue(input.name);
  });

  test("too many inquiries from one address are refused with the time to wait", async ({
    page,
    baseURL,
  }) => {
    const address = await actAsClient(page);
    // The e2e server allows 3 per hour (start-server.mjs); use them up over HTTP first.
    const template = await readContactForm(baseURL!);
    const headers = { "x-forwarded-for": address };
    const tokens = await Promise.all([1, 2, 3].map(() => fetchFormToken(baseURL!, headers)));
    await page.goto("/contact");
    await fillInquiry(page, sampleInquiry("limited"));
    await waitLikeAPerson(page);
    for (const token of tokens) {
      const response = await postFormWithoutJs(
        baseURL!,
        template,
        { ...sampleInquiry("earlier"), website: "", token },
        headers,
      );
      expect(await response.text()).toContain(inquiryMessages.success);
    }

    await inquiryForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(status(page)).toHaveText(inquiryMessages.rateLimited(60));
    await expect(inquiryForm(page).getByLabel("Message")).not.toHaveValue("");
  });
});
