import { makeTeaser } from "@/lib/blog/teaser";
import {
  adminTest as test,
  createPost,
  deletePost,
  fillPostForm,
  NEW_POST_PATH,
  postRow,
  showInList,
  signIn,
  uniqueTitle,
} from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect } from "./support/fixtures";

/** The spec's admin fallback excerpt: 120 characters. */
const ADMIN_EXCERPT_LENGTH = 120;

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

test.describe("admin blog management", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("validates the form, fills in the optional fields, and publishes at once", async ({
    page,
  }, testInfo) => {
    // Required fields: the errors appear beside Title, Category and Content, nothing is saved.
    await page.getByRole("button", { name: "Add blog" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page.getByText("Category is required")).toBeVisible();
    await expect(page.getByText("Content is required")).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toBeFocused();
    await expect(page.getByLabel(/^Title/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(/^Title/)).toHaveAccessibleDescription(/Title is required/);

    const title = uniqueTitle(testInfo, "Validation rules");
    // 450 words: 2.25 minutes, rounded to 2.
    const html = `<h2>Why names matter</h2><p>${words(450)}</p>`;
    await fillPostForm(page, {
      title,
      category: "Brand Identity",
      html,
      tags: " naming, ,brand , ",
      excerpt: "",
    });
    await expect(page.getByText("Title is required")).toBeVisible();
    // No excerpt is a quality-gate warning: published over it, the excerpt comes from the text.
    await page.getByLabel("Publish anyway, despite the warnings").check();
    await page.getByRole("button", { name: "Add blog" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Blog added successfully!" }),
    ).toBeVisible();
    // Back to create mode, every field cleared.
    await expect(page.getByRole("heading", { name: "New blog" })).toBeVisible();
    await expect(page).toHaveURL(NEW_POST_PATH);
    await expect(page.getByLabel(/^Title/)).toHaveValue("");
    await expect(page.getByLabel(/^Tags/)).toHaveValue("");
    await expect(page.getByText("Title is required")).toHaveCount(0);

    // The stored post: tags split and trimmed, read time computed, excerpt from the text.
    await showInList(page, title);
    const row = postRow(page, title);
    await expect(row.getByText("Published", { exact: true })).toBeVisible();
    await row.getByRole("link", { name: /^Edit/ }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/[A-Za-z0-9]{20}\/edit$/);
    await expect(page.getByRole("heading", { name: "Edit blog" })).toBeVisible();
    await expect(page.getByLabel(/^Tags/)).toHaveValue("naming, brand");
    await expect(page.getByLabel(/^Read time/)).toHaveValue("2 min");
    const excerpt = makeTeaser(html, ADMIN_EXCERPT_LENGTH);
    expect(excerpt.startsWith("Why names matter word0 word1")).toBe(true);
    await expect(page.getByLabel(/^Excerpt/)).toHaveValue(excerpt);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "New blog" })).toBeVisible();
    await expect(page).toHaveURL(NEW_POST_PATH);
    await expect(page.getByLabel(/^Excerpt/)).toHaveValue("");

    // On the Thought Hub at once, and on its own page.
    await page.goto("/thought-hub");
    await page.getByRole("link", { name: `Read More about ${title}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const details = page.getByRole("complementary", { name: "About this post" });
    await expect(details.getByText("2 min read", { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", excerpt);

    await deletePost(page, title);
  });

  test("edits a post: loads it at the top, saves, and the public page shows the change", async ({
    page,
  }, testInfo) => {
    const title = uniqueTitle(testInfo, "Before the edit");
    const id = await createPost(page, { title, author: "Asha", readTime: "7 min" });
    // The feed is cached once built (docs/decisions/0003): build it now, so the save must expire it.
    expect(await (await page.request.get("/feed.xml")).text()).toContain(`<title>${title}</title>`);
    await postRow(page, title).getByRole("link", { name: /^Edit/ }).click();
    await expect(page).toHaveURL(`/admin/blog/${id}/edit`);
    await expect(page.getByRole("heading", { name: "Edit blog" })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);
    await expect(page.getByLabel(/^Author/)).toHaveValue("Asha");
    await expect(page.getByLabel(/^Read time/)).toHaveValue("7 min");

    const edited = uniqueTitle(testInfo, "After the edit");
    await page.getByLabel(/^Title/).fill(edited);
    await page.getByRole("button", { name: "Update blog" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Blog updated successfully!" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "New blog" })).toBeVisible();
    await expect(page).toHaveURL(NEW_POST_PATH);
    await expect(page.getByLabel(/^Title/)).toHaveValue("");
    await showInList(page, edited);
    await expect(postRow(page, edited)).toBeVisible();

    await page.goto(`/thought-hub/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(edited);
    await page.goto("/thought-hub");
    await expect(page.getByRole("link", { name: `Read More about ${edited}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Read More about ${title}` })).toHaveCount(0);
    const feed = await (await page.request.get("/feed.xml")).text();
    expect(feed).toContain(`<title>${edited}</title>`);
    expect(feed).not.toContain(`<title>${title}</title>`);

    await deletePost(page, edited);
  });

  test("refuses an edit made from a stale form", async ({ page, context }, testInfo) => {
    const title = uniqueTitle(testInfo, "Edited twice");
    const id = await createPost(page, { title });
    await postRow(page, title).getByRole("link", { name: /^Edit/ }).click();
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);

    // Meanwhile, in another tab, the same post is changed and saved.
    const other = await context.newPage();
    await other.goto(`/admin/blog/${id}/edit`);
    await expect(other.getByLabel(/^Title/)).toHaveValue(title);
    await other.getByLabel(/^Author/).fill("The other tab");
    await other.getByRole("button", { name: "Update blog" }).click();
    await expect(
      other.getByRole("status").filter({ hasText: "Blog updated successfully!" }),
    ).toBeVisible();
    await other.close();

    await page.getByLabel(/^Author/).fill("The first tab");
    await page.getByRole("button", { name: "Update blog" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "changed after you opened it" }),
    ).toBeVisible();
    // Nothing was overwritten, and the form keeps the unsaved edit.
    await expect(page.getByLabel(/^Author/)).toHaveValue("The first tab");
    const fresh = await page.context().newPage();
    await fresh.goto(`/admin/blog/${id}/edit`);
    await expect(fresh.getByLabel(/^Author/)).toHaveValue("The other tab");
    await fresh.close();

    // The saved text is shown where it differs, to merge by hand; then one version is kept.
    const saved = page.getByRole("region", { name: "The saved version differs from yours" });
    await expect(saved.getByRole("heading")).toBeFocused();
    await expect(saved.getByText("The other tab", { exact: true })).toBeVisible();
    await expect(saved.getByText("Title", { exact: true })).toHaveCount(0);
    await saved.getByRole("button", { name: "Keep my version" }).click();
    await expect(saved).toHaveCount(0);
    await page.getByRole("button", { name: "Update blog" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Blog updated successfully!" }),
    ).toBeVisible();
    await page.goto(`/admin/blog/${id}/edit`);
    await expect(page.getByLabel(/^Author/)).toHaveValue("The first tab");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(NEW_POST_PATH);
    await deletePost(page, title);
  });

  test("deletes only after the confirmation dialog; Cancel keeps the post", async ({
    page,
  }, testInfo) => {
    const title = uniqueTitle(testInfo, "To be deleted");
    const id = await createPost(page, { title });
    const deleteButton = postRow(page, title).getByRole("button", { name: /^Delete/ });

    await deleteButton.click();
    const dialog = page.getByRole("alertdialog", {
      name: "Are you sure you want to delete this blog?",
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(title);
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await expect(postRow(page, title)).toBeVisible();

    // Escape cancels too.
    await deleteButton.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect((await page.request.get(`/thought-hub/${id}`)).status()).toBe(200);

    await deletePost(page, title);
    expect((await page.request.get(`/thought-hub/${id}`)).status()).toBe(404);
    await page.goto("/thought-hub");
    await expect(page.getByRole("link", { name: `Read More about ${title}` })).toHaveCount(0);
  });

  test("previews the post as the public page renders it", async ({ page }, testInfo) => {
    const title = uniqueTitle(testInfo, "Preview me");
    await fillPostForm(page, {
      title,
      category: "Strategy",
      author: "Ravi",
      html: "<h2>A subheading</h2><p>Some <strong>bold</strong> words.</p>",
    });
    await page.getByRole("textbox", { name: /^Image/ }).fill("/media/blog/post-2.webp");
    const toggle = page.getByRole("button", { name: "Show Preview" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const preview = page.getByRole("group", { name: "Preview" });
    await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(preview.getByRole("heading", { level: 2, name: "A subheading" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("bold");
    await expect(preview.getByText("Ravi", { exact: true })).toBeVisible();
    await expect(preview.getByText("1 min read", { exact: true })).toBeVisible();
    const image = preview.getByRole("complementary", { name: "About this post" }).locator("img");
    await expect(image).toHaveAttribute("src", /post-2\.webp/);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);

    // It follows the form.
    await page.getByLabel(/^Title/).fill(`${title} (revised)`);
    await expect(
      preview.getByRole("heading", { level: 1, name: `${title} (revised)` }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Hide Preview" }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByRole("button", { name: "Show Preview" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("shows a progress bar and disables the buttons while saving", async ({ page }, testInfo) => {
    const title = uniqueTitle(testInfo, "Slow save");
    await fillPostForm(page, { title });
    // Hold the save's request until the busy state has been checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${NEW_POST_PATH}`, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.fallback();
    });
    await page.getByRole("button", { name: "Add blog" }).click();
    await expect(page.getByRole("progressbar", { name: "Saving" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add blog" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Show Preview" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Upload an image" })).toBeDisabled();
    release();
    await expect(
      page.getByRole("status").filter({ hasText: "Blog added successfully!" }),
    ).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add blog" })).toBeEnabled();
    await page.unroute(`**${NEW_POST_PATH}`);
    await deletePost(page, title);
  });

  test("rotates the AI banner every 10 seconds, and can pause", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.clock.install();
    await page.goto("/admin");
    const message = page.getByTestId("ai-banner-message");
    const pause = page.getByRole("button", { name: "Pause messages" });
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await expect(message).toContainText("Draft to article in one step");
    await page.clock.runFor(10_000);
    await expect(message).toContainText("Polish without losing your voice");
    await page.clock.runFor(20_000);
    await expect(message).toContainText("Always know what the AI touched");
    await page.clock.runFor(10_000);
    await expect(message).toContainText("Draft to article in one step");

    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    await pause.blur();
    await page.clock.runFor(60_000);
    await expect(message).toContainText("Draft to article in one step");
    await pause.click();
    await pause.blur();
    await page.clock.runFor(10_000);
    await expect(message).toContainText("Polish without losing your voice");
  });

  test("keeps the AI banner still with reduced motion until the visitor starts it", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/admin");
    const message = page.getByTestId("ai-banner-message");
    const pause = page.getByRole("button", { name: "Pause messages" });
    await expect(message).toContainText("Draft to article in one step");
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    await page.clock.runFor(60_000);
    await expect(message).toContainText("Draft to article in one step");

    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await pause.blur();
    await page.clock.runFor(10_000);
    await expect(message).toContainText("Polish without losing your voice");
  });

  test("the list and the create form have no axe violations", async ({ page }) => {
    await page.goto("/admin/blog");
    await expect(
      page.getByRole("region", { name: "All blogs" }).getByRole("listitem").first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(NEW_POST_PATH);
    await page.getByRole("button", { name: "Add blog" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await page.getByRole("button", { name: "Show Preview" }).click();
    await expect(page.getByRole("group", { name: "Preview" }).getByRole("article")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
