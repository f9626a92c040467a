import type { Locator, Page } from "@playwright/test";
import { adminTest as test, signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect } from "./support/fixtures";
import { screenShot } from "./support/shots";

/*
 * The home's lists (issue 27, docs/decisions/0035): the "What We Create" cards and the
 * selector's pairs, edited, reordered and saved with the keyboard; a word that names no page is
 * refused; the history brings the shipped cards back. One project edits (one document on the
 * shared admin server); both look at the screen.
 */

async function tabTo(page: Page, target: Locator, limit = 400) {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

async function retype(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

const cardTitles = (page: Page) =>
  page.locator("li.service-card").getByRole("button").allTextContents();

test.describe("the home page's lists", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  test.beforeEach(async ({ page }) => signIn(page));

  test("the screen passes axe at both widths", async ({ page }, testInfo) => {
    await page.goto("/admin/settings");
    await page
      .getByRole("navigation", { name: "Site content" })
      .getByRole("link", { name: "Home page" })
      .click();
    await expect(page).toHaveURL(/\/admin\/home$/);
    await expect(page.getByRole("heading", { level: 1, name: "Home page" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Service cards (8)" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Selector pairs (8)" })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenShot(page, testInfo, "site-home-lists");
  });

  test("edit and reorder the cards, refuse a word with no page, restore the shipped cards", async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== "desktop",
      "one document on the admin server: desktop edits",
    );
    await page.goto("/admin/home");
    const cards = page.getByRole("region", { name: /^Service cards/ });

    // The second card's title, then it moves to the top; saved with the keyboard.
    await retype(page, cards.getByLabel(/^Title/).nth(1), "Design & Print");
    const moveUp = cards.getByRole("button", { name: /^Move up ?: Design & Print$/ });
    await tabTo(page, moveUp);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Moved Design & Print to position 1 of 8.")).toBeAttached();
    await expect(moveUp).toBeFocused();
    await expect(moveUp).toHaveAttribute("aria-disabled", "true");
    await tabTo(page, cards.getByRole("button", { name: "Save service cards" }));
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: "Service cards saved." }),
    ).toBeVisible();

    const visitor = await page.context().newPage();
    await visitor.goto("/");
    await expect
      .poll(() => cardTitles(visitor))
      .toEqual(expect.arrayContaining(["Design & Print", "Brand Identity"]));
    expect((await cardTitles(visitor)).slice(0, 2)).toEqual(["Design & Print", "Brand Identity"]);

    // A selector word that names no page is refused beside its field; nothing is saved.
    const pairs = page.getByRole("region", { name: /^Selector pairs/ });
    await retype(page, pairs.getByLabel(/^Audiences of service 1/), "Startups, Plumbers");
    await tabTo(page, pairs.getByRole("button", { name: "Save selector pairs" }));
    await page.keyboard.press("Enter");
    await expect(pairs.getByText("“Plumbers” names no page of the site")).toBeVisible();
    await expect(pairs.getByLabel(/^Audiences of service 1/)).toBeFocused();

    // The history: the shipped cards come back, on the home page too.
    const history = cards.getByRole("button", { name: /^History \(/ });
    await tabTo(page, history);
    await page.keyboard.press("Enter");
    const shipped = cards
      .getByRole("list", { name: "Revisions, newest first" })
      .getByRole("listitem")
      .filter({ hasText: "As shipped" })
      .getByRole("button", { name: /^Restore/ });
    await expectNoAxeViolations(page);
    await screenShot(page, testInfo, "site-home-history");
    await tabTo(page, shipped);
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: /Revision \d+ restored\./ }),
    ).toBeVisible();
    await expect(cards.getByLabel(/^Title/).first()).toHaveValue("Brand Identity");
    await visitor.goto("/");
    await expect.poll(async () => (await cardTitles(visitor))[0]).toBe("Brand Identity");
    expect(await cardTitles(visitor)).not.toContain("Design & Print");
  });
});
