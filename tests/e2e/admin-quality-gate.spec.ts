import type { Locator, Page } from "@playwright/test";
import {
  adminTest as test,
  deletePost,
  fillContentHtml,
  fillPostForm,
  NEW_POST_PATH,
  postRow,
  showInList,
  signIn,
  SOUND_EXCERPT,
  uniqueTitle,
} from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect } from "./support/fixtures";
import { screenShot } from "./support/shots";

/*
 * The publishing quality gate (docs/decisions/0028): the panel beside the editor updates as the
 * writer types; the server refuses a broken post and publishes over warnings only when the
 * writer chose "Publish anyway".
 */

const PUBLISH_ANYWAY = "Publish anyway, despite the warnings";
const gatePanel = (page: Page) => page.getByRole("region", { name: "Before publishing" });

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, key = "Tab", limit = 60) {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test.describe("the publishing quality gate", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("the panel shows warnings as the writer types, and clears them", async ({
    page,
  }, testInfo) => {
    const panel = gatePanel(page);
    await page.getByLabel(/^Title/).fill("t".repeat(61));
    await expect(panel).toContainText("Warning: The title is 61 characters; keep it to 60.");
    await expect(panel).toContainText("Warning: The excerpt is empty.");
    await page.getByLabel(/^Title/).fill(uniqueTitle(testInfo, "Short enough"));
    await expect(panel).not.toContainText("The title is");
    await page.getByLabel(/^Excerpt/).fill("Too short.");
    await expect(panel).toContainText("The excerpt is 10 characters; keep it between 50 and 160.");
    await page.getByLabel(/^Excerpt/).fill(SOUND_EXCERPT);
    await fillContentHtml(page, '<h2>One</h2><h4>Three</h4><img src="/media/blog/fallback.webp">');
    await expect(panel).toContainText("skips a level after level 2");
    await expect(panel).toContainText("An image has no alt text (/media/blog/fallback.webp).");
    await expect(panel.getByLabel(PUBLISH_ANYWAY)).toBeVisible();
    await expectNoAxeViolations(page);
    await panel.scrollIntoViewIfNeeded();
    await screenShot(page, testInfo, "new-gate-warnings");
  });

  test("publishing is blocked on a broken link, and a draft is still saved", async ({
    page,
  }, testInfo) => {
    const title = uniqueTitle(testInfo, "Broken link");
    await fillPostForm(page, { title, html: '<p>See <a href="/no-such-page">this</a>.</p>' });
    await expect(gatePanel(page)).toContainText(
      "Must fix: The link to /no-such-page leads nowhere on this site.",
    );
    await expect(gatePanel(page).getByLabel(PUBLISH_ANYWAY)).toHaveCount(0);
    await page.getByRole("button", { name: "Add blog" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "cannot be published until these are fixed" }),
    ).toContainText("/no-such-page");
    // Nothing typed is lost.
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);
    await expect(page.getByLabel(/^Excerpt/)).toHaveValue(SOUND_EXCERPT);

    await page.getByRole("radio", { name: "Draft" }).check();
    await page.getByRole("button", { name: "Add blog" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Blog added successfully!" }),
    ).toBeVisible();
    await deletePost(page, title);
  });

  test("keyboard only: warnings refuse a publish until Publish anyway is chosen", async ({
    page,
  }, testInfo) => {
    const title = uniqueTitle(testInfo, "Over warnings");
    await page.goto(NEW_POST_PATH);
    await tabTo(page, page.getByLabel(/^Title/));
    await page.keyboard.type(title);
    await tabTo(page, page.getByLabel(/^Category/));
    await page.keyboard.type("Keyboard");
    await tabTo(page, page.getByRole("button", { name: "HTML", exact: true }));
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("textbox", { name: /^Content/ }));
    await page.keyboard.type("<h3>Starts at level three</h3><p>Words.</p>");
    await tabTo(page, page.getByLabel(/^Excerpt/));
    await page.keyboard.type(SOUND_EXCERPT);
    await expect(gatePanel(page)).toContainText("skips a level after level 1");

    const add = page.getByRole("button", { name: "Add blog" });
    await tabTo(page, add);
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("alert").filter({ hasText: "This blog has warnings" }),
    ).toContainText("Publish anyway");
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);

    const anyway = gatePanel(page).getByLabel(PUBLISH_ANYWAY);
    await tabTo(page, anyway, "Shift+Tab");
    await page.keyboard.press("Space");
    await expect(anyway).toBeChecked();
    await tabTo(page, add);
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: "Blog added successfully!" }),
    ).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveValue("");
    await deletePost(page, title);
  });

  test("a published post with warnings is updated without Publish anyway", async ({
    page,
  }, testInfo) => {
    const title = uniqueTitle(testInfo, "Published with warnings");
    await page.goto(NEW_POST_PATH);
    await fillPostForm(page, { title, excerpt: "" });
    await gatePanel(page).getByLabel(PUBLISH_ANYWAY).check();
    await page.getByRole("button", { name: "Add blog" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Blog added successfully!" }),
    ).toBeVisible();
    await showInList(page, title);
    await postRow(page, title).getByRole("link", { name: /^Edit/ }).click();
    await expect(page.getByRole("heading", { name: "Edit blog" })).toBeVisible();
    // The warning is still shown (the excerpt filled in from the text is short), but it no
    // longer asks: the post is public already.
    await expect(gatePanel(page)).toContainText("Warning: The excerpt is 18 characters");
    await expect(gatePanel(page)).toContainText("published already");
    await expect(gatePanel(page).getByLabel(PUBLISH_ANYWAY)).toHaveCount(0);
    await page.getByLabel(/^Author/).fill("A typo fixed");
    await page.getByRole("button", { name: "Update blog" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Blog updated successfully!" }),
    ).toBeVisible();
    await deletePost(page, title);
  });
});
