import type { Locator, Page } from "@playwright/test";
import {
  adminTest as test,
  createPost,
  deletePost,
  fillContentHtml,
  signIn,
  uniqueTitle,
} from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect } from "./support/fixtures";
import { screenShot } from "./support/shots";

/*
 * Revisions (docs/decisions/0027): every save keeps one; the edit screen lists them newest
 * first, compares one with the form's text, and restores it as a new save.
 */

async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** Saves the edit form with new content and waits for the message. */
async function saveEdit(page: Page, id: string, html: string) {
  await page.goto(`/admin/blog/${id}/edit`);
  await fillContentHtml(page, html);
  await page.getByRole("button", { name: "Update blog" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Blog updated successfully!" }),
  ).toBeVisible();
}

test.describe("revisions", () => {
  // Three saves and a restore each, on a shared two-core machine: more than the default 45 s.
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => signIn(page));

  test("edit twice, compare a revision with the text, restore it: the post shows it", async ({
    page,
  }, testInfo) => {
    const title = uniqueTitle(testInfo, "Revised");
    const id = await createPost(page, { title, html: "<p>The original quick brown fox.</p>" });
    await saveEdit(page, id, "<p>The second slow brown fox.</p>");
    await saveEdit(page, id, "<p>The third lazy red fox.</p>");

    await page.goto(`/admin/blog/${id}/edit`);
    const toggle = page.getByRole("button", { name: "History (3)" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const list = page.getByRole("list", { name: "Revisions, newest first" });
    const items = list.getByRole("listitem");
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText("Revision 3");
    await expect(items.nth(2)).toContainText("Revision 1");
    await expect(items.nth(0)).toContainText(/Typed · by session [0-9a-f]{12}/);
    await expect(items.nth(0)).toContainText(/\d{4}, \d{1,2}:\d{2}:\d{2} [ap]m IST/);

    await page.getByRole("button", { name: "Compare revision 1" }).click();
    const diff = page.getByRole("region", {
      name: "Revision 1 compared with the text in the form",
    });
    await expect(diff).toBeVisible();
    await expect(diff.locator("del").first()).toContainText("original quick brown");
    await expect(diff.locator("ins").first()).toContainText("third lazy red");
    await expectNoAxeViolations(page);
    await screenShot(page, testInfo, "edit-history-diff-3");

    await page.getByRole("button", { name: "Restore revision 1" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Revision restored." })).toBeVisible();

    await page.goto(`/thought-hub/${id}`);
    await expect(page.getByText("The original quick brown fox.")).toBeVisible();

    await page.goto(`/admin/blog/${id}/edit`);
    await page.getByRole("button", { name: "History (4)" }).click();
    await expect(
      page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem").first(),
    ).toContainText(/Revision 4.*Restored from .* IST/s);
    // The audit log names the restore (docs/decisions/0025, 0027).
    await page.goto("/admin/audit?kind=post.restored");
    await expect(
      page.getByRole("list", { name: "Audit entries" }).getByRole("listitem").filter({
        hasText: title,
      }),
    ).toContainText(/Post restored.*revision 1 of/s);
    await deletePost(page, title);
  });

  test("a revision is compared and restored with the keyboard alone", async ({
    page,
  }, testInfo) => {
    const title = uniqueTitle(testInfo, "Keyboard restore");
    const id = await createPost(page, { title, html: "<p>Words typed first.</p>" });
    await saveEdit(page, id, "<p>Words typed later.</p>");
    await page.goto(`/admin/blog/${id}/edit`);
    const toggle = page.getByRole("button", { name: "History (2)" });
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const compare = page.getByRole("button", { name: "Compare revision 1" });
    await tabTo(page, compare);
    await page.keyboard.press("Enter");
    await expect(
      page
        .getByRole("region", { name: "Revision 1 compared with the text in the form" })
        .locator("del")
        .first(),
    ).toContainText("first");
    const restore = page.getByRole("button", { name: "Restore revision 1" });
    await tabTo(page, restore);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Revision restored." })).toBeVisible();
    await page.goto(`/thought-hub/${id}`);
    await expect(page.getByText("Words typed first.")).toBeVisible();
    await deletePost(page, title);
  });
});
