import type { Locator, Page } from "@playwright/test";
import {
  adminTest as test,
  createPost,
  deletePost,
  fillContentHtml,
  NEW_POST_PATH,
  postRow,
  showInList,
  signIn,
  SOUND_EXCERPT,
  uniqueTitle,
} from "./support/admin";
import { toScheduleInput } from "@/lib/blog/schedule-time";
import { adminBaseURL } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { expect } from "./support/fixtures";
import { screenShot } from "./support/shots";

/*
 * The blog admin's screens at their own addresses (docs/decisions/0026): the list with its
 * search and filters in the query, the create form and the edit form, each surviving a reload
 * and the back button; deletion without JavaScript; keyboard-only runs; axe on every screen.
 */

const DELETE_QUESTION = "Are you sure you want to delete this blog?";
const screenshot = screenShot;

/** Presses Tab (at most `limit` times) until `target` has the focus: the keyboard's way there. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("the blog admin's screens", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("/admin opens the create form at its own address, and each screen survives a reload", async ({
    page,
  }, testInfo) => {
    await expect(page).toHaveURL(NEW_POST_PATH);
    await page.reload();
    await expect(page.getByRole("heading", { name: "New blog" })).toBeVisible();

    const title = uniqueTitle(testInfo, "Reloaded");
    const id = await createPost(page, { title, author: "Mira", draft: true });
    await page.reload();
    await expect(postRow(page, title)).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search titles" })).toHaveValue(title);

    await page.goto(`/admin/blog/${id}/edit`);
    await expect(page.getByRole("heading", { name: "Edit blog" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Edit blog" })).toBeFocused();
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);
    await expect(page.getByLabel(/^Author/)).toHaveValue("Mira");
    await expect(page.getByRole("radio", { name: "Draft" })).toBeChecked();

    // An unknown or malformed id is the admin's not-found page, not an empty form.
    expect((await page.request.get("/admin/blog/NoSuchPostNoSuchPost/edit")).status()).toBe(404);
    expect((await page.request.get("/admin/blog/x'/edit")).status()).toBe(404);
    // The screens' earlier address (docs/decisions/0043): a bookmark still opens the screen.
    await page.goto(`/admin/posts/${id}/edit`);
    await expect(page).toHaveURL(`/admin/blog/${id}/edit`);
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);
    await deletePost(page, title);
  });

  test("search, filters and sort live in the address: back and forward bring them back", async ({
    page,
  }, testInfo) => {
    const title = uniqueTitle(testInfo, "Findable draft");
    const id = await createPost(page, { title, category: "Filtering", draft: true });
    await page.goto("/admin/blog");
    await page.getByRole("searchbox", { name: "Search titles" }).fill(title.toUpperCase());
    await page.getByRole("combobox", { name: "Status" }).selectOption("draft");
    await page.getByRole("combobox", { name: "Category" }).selectOption("Filtering");
    await page.getByRole("combobox", { name: "Sort" }).selectOption("title");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=draft/);
    await expect(page).toHaveURL(/category=Filtering/);
    await expect(page).toHaveURL(/sort=title/);
    await expect(page.getByText("1 blog found")).toBeVisible();
    await expect(postRow(page, title)).toBeVisible();
    const filtered = page.url();

    // Published only: the draft is not listed.
    await page.getByRole("combobox", { name: "Status" }).selectOption("published");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=published/);
    await expect(page.getByText("No blogs match.")).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(filtered);
    await expect(postRow(page, title)).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("draft");

    // To the editor and back: the list comes back as it was.
    await postRow(page, title).getByRole("link", { name: /^Edit/ }).click();
    await expect(page).toHaveURL(`/admin/blog/${id}/edit`);
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);
    await page.goBack();
    await expect(page).toHaveURL(filtered);
    await expect(page.getByRole("searchbox", { name: "Search titles" })).toHaveValue(
      title.toUpperCase(),
    );
    await expect(page.getByRole("combobox", { name: "Sort" })).toHaveValue("title");
    await page.goForward();
    await expect(page.getByRole("heading", { name: "Edit blog" })).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);

    // Cancel leads to the create form; back returns to the post.
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(NEW_POST_PATH);
    await page.goBack();
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);
    await deletePost(page, title);
  });

  test("keyboard only: create, edit and delete a post", async ({ page }, testInfo) => {
    const title = uniqueTitle(testInfo, "Typed by keyboard");
    await page.goto(NEW_POST_PATH);
    await tabTo(page, page.getByLabel(/^Title/));
    await page.keyboard.type(title);
    await tabTo(page, page.getByLabel(/^Category/));
    await page.keyboard.type("Keyboard");
    await tabTo(page, page.getByRole("button", { name: "HTML", exact: true }));
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("textbox", { name: /^Content/ }));
    await page.keyboard.type("<p>Written without a mouse.</p>");
    await tabTo(page, page.getByLabel(/^Excerpt/));
    await page.keyboard.type(SOUND_EXCERPT);
    await tabTo(page, page.getByRole("button", { name: "Add blog" }));
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: "Blog added successfully!" }),
    ).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveValue("");

    await showInList(page, title);
    await tabTo(page, postRow(page, title).getByRole("link", { name: /^Edit/ }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Edit blog" })).toBeFocused();
    await tabTo(page, page.getByLabel(/^Author/));
    await page.keyboard.type("Kiran");
    await tabTo(page, page.getByRole("button", { name: "Update blog" }));
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: "Blog updated successfully!" }),
    ).toBeVisible();
    await expect(page).toHaveURL(NEW_POST_PATH);

    await showInList(page, title);
    await tabTo(page, postRow(page, title).getByRole("button", { name: /^Delete/ }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: DELETE_QUESTION });
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Delete" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Blog deleted." })).toBeVisible();
    await expect(postRow(page, title)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "All blogs" })).toBeFocused();
  });

  test("every screen has no axe violations, the dialog open too; screenshots", async ({
    page,
  }, testInfo) => {
    // Nine screens, each run through axe and photographed, on a shared two-core machine.
    test.setTimeout(150_000);
    const title = uniqueTitle(testInfo, "Looked at");
    // Leaving a form with changes asks first (a native question, outside axe's reach): yes.
    page.on("dialog", (dialog) => void dialog.accept());
    const id = await createPost(page, { title, author: "Asha" });
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, "list");
    await postRow(page, title)
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expect(page.getByRole("alertdialog", { name: DELETE_QUESTION })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, "list-dialog", { dialog: true });
    await page.keyboard.press("Escape");

    await page.goto(`/admin/blog/${id}/edit`);
    await expect(page.getByRole("heading", { name: "Edit blog" })).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, "edit");
    // The history open, a revision compared with the form's text (docs/decisions/0027).
    await page.getByLabel(/^Title/).fill(`${title} changed`);
    await page.getByRole("button", { name: "History (1)" }).click();
    await page.getByRole("button", { name: "Compare revision 1" }).click();
    await expect(
      page.getByRole("region", { name: "Revision 1 compared with the text in the form" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, "edit-history-diff");

    await page.goto(NEW_POST_PATH);
    await expect(page.getByRole("heading", { name: "New blog" })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, "new");
    // The gate panel with a warning and a problem to fix, and a time to publish at.
    await page
      .getByLabel(/^Title/)
      .fill(`${title}, a title long enough to be cut off in search results`);
    await fillContentHtml(page, '<h3>Skipped</h3><p><a href="/no-such-page">nowhere</a></p>');
    const gate = page.getByRole("region", { name: "Before publishing" });
    await expect(gate).toContainText("Must fix: The link to /no-such-page");
    await expect(gate).toContainText("Warning: The title is");
    await page
      .getByLabel(/^Publish at/)
      .fill(toScheduleInput(new Date(Date.now() + 86_400_000).toISOString()));
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, "new-gate-schedule");

    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, "audit");
    await page.goto(`/admin/blog/${id}/delete`);
    await expect(page.getByRole("heading", { level: 1, name: DELETE_QUESTION })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, "delete-page");
    await deletePost(page, title);
  });
});

test.describe("without JavaScript", () => {
  test("the list filters and a post is deleted through the confirmation page", async ({
    page,
    browser,
  }, testInfo) => {
    await signIn(page);
    const title = uniqueTitle(testInfo, "Deleted without JS");
    const id = await createPost(page, { title, category: "No script" });
    const context = await browser.newContext({
      baseURL: adminBaseURL,
      javaScriptEnabled: false,
      extraHTTPHeaders: { "x-forwarded-for": "198.19.0.7" },
    });
    await context.addCookies(await page.context().cookies());
    const plain = await context.newPage();

    await plain.goto("/admin/blog");
    await plain.getByRole("searchbox", { name: "Search titles" }).fill(title);
    await plain.getByRole("combobox", { name: "Category" }).selectOption("No script");
    await plain.getByRole("button", { name: "Apply" }).click();
    await expect(plain).toHaveURL(/category=No\+script/);
    await expect(plain.getByText("1 blog found")).toBeVisible();

    // Delete leads to the question on a page of its own; Cancel goes back to the same list.
    await postRow(plain, title)
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expect(plain).toHaveURL(new RegExp(`/admin/blog/${id}/delete\\?back=`));
    await expect(plain.getByRole("heading", { level: 1, name: DELETE_QUESTION })).toBeVisible();
    await expect(plain.getByText(title)).toBeVisible();
    await plain.getByRole("link", { name: "Cancel" }).click();
    await expect(plain).toHaveURL(/category=No\+script/);
    await expect(postRow(plain, title)).toBeVisible();

    await postRow(plain, title)
      .getByRole("button", { name: /^Delete/ })
      .click();
    await plain.getByRole("button", { name: "Delete" }).click();
    await expect(plain).toHaveURL(/category=No\+script.*&deleted=1$/);
    await expect(plain.getByRole("status").filter({ hasText: "Blog deleted." })).toBeVisible();
    await expect(postRow(plain, title)).toHaveCount(0);
    expect((await page.request.get(`/thought-hub/${id}`)).status()).toBe(404);
    await context.close();
  });
});
