import { categories } from "../../src/content/categories/categories";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

const desktopOnly = (projectName: string) =>
  test.skip(projectName !== "desktop", "content checks run once, at desktop width");

test.describe("category pages", () => {
  test("there are 8 services and 13 industries", () => {
    expect(categories.filter((entry) => entry.kind === "service")).toHaveLength(8);
    expect(categories.filter((entry) => entry.kind === "industry")).toHaveLength(13);
  });

  for (const entry of categories) {
    test(`${entry.path} shows its name, description and detail cards`, async ({
      page,
    }, testInfo) => {
      desktopOnly(testInfo.project.name);
      const response = await page.goto(`/${entry.path}`);
      expect(response?.status()).toBe(200);
      const heading = page.getByRole("heading", { level: 1 });
      const squash = (text: string | null) => (text ?? "").replace(/\s+/g, "");
      expect(squash(await heading.textContent())).toBe(squash(entry.name));
      await expect(page.getByText(entry.description, { exact: true })).toBeVisible();
      const cards = page.getByTestId("detail-cards").locator(":scope > li");
      await expect(cards).toHaveCount(entry.details.length);
      for (const [index, block] of entry.details.entries()) {
        const card = cards.nth(index);
        if (block.title)
          await expect(card.getByRole("heading", { name: block.title })).toBeVisible();
        if (block.subtitle)
          await expect(card.getByText(block.subtitle, { exact: true })).toBeVisible();
        await expect(card.locator(":scope > ul > li")).toHaveCount(block.items.length);
      }
      await expect(page).toHaveTitle(new RegExp(entry.name.replace(/[&]/g, "\\$&")));
    });
  }

  test("carries breadcrumb and service structured data", async ({ page }, testInfo) => {
    desktopOnly(testInfo.project.name);
    await page.goto("/Healthcare");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? "null")));
    const types = blocks.flat(2).map((block: { "@type"?: string }) => block?.["@type"]);
    expect(types).toEqual(expect.arrayContaining(["BreadcrumbList", "Service"]));
  });

  test("a failing hero image shows the No image placeholder", async ({ page }) => {
    await page.route(/BrandIdentity\.webp/, (route) => route.abort());
    await page.goto("/BrandIdentity");
    await expect(page.getByTestId("category-image-placeholder")).toBeVisible();
    await expect(page.getByText("No image", { exact: true })).toBeVisible();
  });

  test("another casing redirects permanently to the canonical path", async ({ page, request }) => {
    const response = await request.get("/brandidentity", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/\/BrandIdentity$/);
    await page.goto("/socialmedia");
    await expect(page).toHaveURL(/\/SocialMedia$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Social");
  });
});

test.describe("services index", () => {
  test("links every service and industry page, and each link works", async ({
    page,
    request,
  }, testInfo) => {
    desktopOnly(testInfo.project.name);
    await page.goto("/services");
    const main = page.locator("main");
    for (const entry of categories) {
      const link = main.locator(`a[href="/${entry.path}"]`).first();
      await expect(link, entry.path).toBeVisible();
      expect((await request.get(`/${entry.path}`)).status(), entry.path).toBe(200);
    }
    await main.locator('a[href="/Finance"]').first().click();
    await expect(page).toHaveURL(/\/Finance$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Finance");
  });
});

test.describe("privacy policy", () => {
  test("explains what is stored, for how long and how to ask for deletion", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const main = page.locator("main");
    // The server runs with INQUIRY_RETENTION_DAYS=90 (playwright.config.ts); the build has none.
    await expect(main).toContainText("deletes it after 90 days");
    await expect(main).toContainText("Each inquiry is deleted 90 days after it arrives");
    await expect(main).not.toContainText("365");
    await expect(main).toContainText(/hello@example\.com/);
    await expect(main).toContainText(/cookie/i);
  });
});

test.describe("accessibility", () => {
  for (const path of ["/BrandIdentity", "/Healthcare", "/services", "/privacy"]) {
    test(`no axe violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});
