import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/clock";
import { expect, test } from "./support/fixtures";

/** A Thought Hub page past the last (its notFound()), and an address no route serves. */
const MISSING = ["/thought-hub/page/99", "/api/no-such-route"];

/** The page's content, in the site's own chrome (once), not Next.js's default page. */
async function expectNotFoundContent(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute(
    "href",
    "/",
  );
  await expect(page.getByRole("link", { name: "Visit the Thought Hub" })).toHaveAttribute(
    "href",
    "/thought-hub",
  );
  await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
  await expect(page.getByRole("contentinfo")).toBeAttached();
  await expect(page.getByText("This page could not be found")).toHaveCount(0);
}

/** A whole 404 document: its title, its language, and never indexed. */
async function expectNotFoundDocument(page: Page, title: string) {
  await expect(page).toHaveTitle(new RegExp(`^${title} · `));
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
}

/** The whole document of the site's 404 page, as its address answers it. */
async function expectSiteNotFound(page: Page) {
  await expectNotFoundContent(page);
  await expectNotFoundDocument(page, "Page not found");
}

test.describe("the site's not-found page", () => {
  test.use({ expectedErrorPaths: MISSING });

  test("is shown, and works, with JavaScript", async ({ page }) => {
    for (const path of MISSING) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expectSiteNotFound(page);
    }
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Visit the Thought Hub" }).click();
    await expect(page).toHaveURL(/\/thought-hub$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thought Hub" })).toBeVisible();
  });

  test("is shown once, inside the site's layout, after a client-side navigation", async ({
    page,
  }) => {
    await page.goto("/thought-hub");
    await waitForHydration(page, "main");
    // As a stale pagination link would: the router fetches a page that no longer exists.
    await page.evaluate(() =>
      (
        window as unknown as { next: { router: { push: (href: string) => void } } }
      ).next.router.push("/thought-hub/page/99"),
    );
    await expect(page).toHaveURL(/\/thought-hub\/page\/99$/);
    await expectNotFoundContent(page);
    await expect(page.getByRole("main")).toHaveCount(1);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is shown in the HTML itself", async ({ page }) => {
      for (const path of MISSING) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expectSiteNotFound(page);
      }
      await page.getByRole("link", { name: "Back to the home page" }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
});

test.describe("an unknown post", () => {
  /** Two unknown posts: an id of the wrong shape, and a well-formed one no post has. */
  const UNKNOWN_POSTS = ["/thought-hub/no-such-post", "/thought-hub/AbCdEfGhIjKlMnOpQrSt"];
  test.use({ expectedErrorPaths: UNKNOWN_POSTS });

  async function expectPostNotFound(page: Page) {
    await expect(page.getByRole("heading", { level: 1, name: "Post not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the Thought Hub" })).toHaveAttribute(
      "href",
      "/thought-hub",
    );
    await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
    await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
  }

  test("gets its own not-found page, after the page's scripts have run", async ({ page }) => {
    const response = await page.goto(UNKNOWN_POSTS[1] ?? "");
    expect(response?.status()).toBe(404);
    await waitForHydration(page, "h1");
    await expectPostNotFound(page);
    await expectNoAxeViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("reads its own not-found page in the HTML itself", async ({ page }) => {
      for (const path of UNKNOWN_POSTS) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expectPostNotFound(page);
        await expectNotFoundDocument(page, "Post not found");
      }
      await page.getByRole("link", { name: "Back to the Thought Hub" }).click();
      await expect(page).toHaveURL(/\/thought-hub$/);
    });
  });
});
