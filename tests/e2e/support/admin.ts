import { createHash } from "node:crypto";
import type { FileChooser, Page, TestInfo } from "@playwright/test";
import { adminBaseURL, E2E_ADMIN_KEY } from "./admin-server";
import { expect, test } from "./fixtures";

export { E2E_ADMIN_KEY };

/**
 * The admin specs' test: on the admin server, each test from a client address of its own
 * (derived from its id, so stable on retry), so one test's failed sign-ins never rate-limit
 * another's.
 */
export const adminTest = test.extend<{ clientAddress: string }>({
  baseURL: async ({}, provide) => provide(adminBaseURL),
  clientAddress: [
    async ({ page }, provide, testInfo: TestInfo) => {
      const digest = createHash("sha256")
        .update(`${testInfo.project.name}:${testInfo.testId}`)
        .digest();
      const address = `198.18.${digest[0] ?? 0}.${((digest[1] ?? 0) % 254) + 1}`;
      await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
      await provide(address);
    },
    { auto: true },
  ],
});

export async function signIn(page: Page, key: string = E2E_ADMIN_KEY): Promise<void> {
  await page.goto("/admin");
  await page.getByLabel("Secret key").fill(key);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Two redirects (/admin, then /admin/blog/new) and the editor's chunk on a cold server.
  await expect(page.getByRole("heading", { name: "New blog" })).toBeVisible({ timeout: 20_000 });
}

/**
 * A title no other test, project or attempt uses: a retry must not find the posts a failed
 * attempt left behind.
 */
export function uniqueTitle(testInfo: TestInfo, label: string): string {
  const tag = createHash("sha256")
    .update(`${testInfo.project.name}:${testInfo.testId}:${testInfo.retry}`)
    .digest("hex")
    .slice(0, 6);
  return `${label} ${tag}`;
}

/** Writes HTML into the content field through its HTML view. */
export async function fillContentHtml(page: Page, html: string): Promise<void> {
  const htmlView = page.getByRole("button", { name: "HTML", exact: true });
  if ((await htmlView.getAttribute("aria-pressed")) !== "true") await htmlView.click();
  await page.getByRole("textbox", { name: /^Content/ }).fill(html);
}

/** An excerpt within the quality gate's 50-160 characters. */
export const SOUND_EXCERPT =
  "A short test post, written by the end-to-end tests to check the admin.";

export type PostFields = {
  title: string;
  category?: string;
  html?: string;
  author?: string;
  excerpt?: string;
  readTime?: string;
  tags?: string;
  draft?: boolean;
};

export async function fillPostForm(page: Page, fields: PostFields): Promise<void> {
  await page.getByLabel(/^Title/).fill(fields.title);
  await page.getByLabel(/^Category/).fill(fields.category ?? "Testing");
  await fillContentHtml(page, fields.html ?? "<p>A short test post.</p>");
  if (fields.author !== undefined) await page.getByLabel(/^Author/).fill(fields.author);
  // A sound excerpt unless the test says otherwise: an empty one is a quality-gate warning
  // (docs/decisions/0028), which only "Publish anyway" publishes over.
  await page.getByLabel(/^Excerpt/).fill(fields.excerpt ?? SOUND_EXCERPT);
  if (fields.readTime !== undefined) await page.getByLabel(/^Read time/).fill(fields.readTime);
  if (fields.tags !== undefined) await page.getByLabel(/^Tags/).fill(fields.tags);
  if (fields.draft) await page.getByRole("radio", { name: "Draft" }).check();
}

/**
 * Creates a post through the create form (/admin/blog/new); returns its id, read from its Edit
 * link in the list, which is left on screen filtered to the new post's title.
 */
export async function createPost(page: Page, fields: PostFields): Promise<string> {
  if (!page.url().endsWith(NEW_POST_PATH)) await page.goto(NEW_POST_PATH);
  await fillPostForm(page, fields);
  await page.getByRole("button", { name: "Add blog" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Blog added successfully!" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "New blog" })).toBeVisible();
  await showInList(page, fields.title);
  const row = postRow(page, fields.title);
  await expect(row).toBeVisible();
  const href = await row.getByRole("link", { name: /^Edit/ }).getAttribute("href");
  return href?.split("/").at(-2) ?? "";
}

export const NEW_POST_PATH = "/admin/blog/new";

/** Opens the post list searched for `title`. */
export async function showInList(page: Page, title: string): Promise<void> {
  await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("heading", { level: 1, name: "All blogs" })).toBeVisible();
}

export function postRow(page: Page, title: string) {
  return page
    .getByRole("region", { name: "All blogs" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** Deletes a post through the list's dialog (tests clean up what they create). */
export async function deletePost(page: Page, title: string): Promise<void> {
  if (!(await postRow(page, title).isVisible())) await showInList(page, title);
  await postRow(page, title)
    .getByRole("button", { name: /^Delete/ })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Blog deleted." })).toBeVisible();
  await expect(postRow(page, title)).toHaveCount(0);
}

/**
 * Presses Space on the focused file control (or the button that opens one) and returns the
 * chooser it opens. Playwright asks the browser to intercept file choosers when a listener is
 * added, without waiting for the answer (microsoft/playwright#776): a key pressed at once can
 * reach the page first and open nothing, and the test waits out its timeout. One round trip to
 * the page after listening lets the request land first.
 */
export async function pressSpaceForFileChooser(page: Page): Promise<FileChooser> {
  const chooser = page.waitForEvent("filechooser");
  await page.evaluate(() => undefined);
  await page.keyboard.press("Space");
  return chooser;
}
