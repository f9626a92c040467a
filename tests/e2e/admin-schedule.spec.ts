import type { Locator, Page } from "@playwright/test";
import { formatScheduleTime, toScheduleInput } from "@/lib/blog/schedule-time";
import {
  adminTest as test,
  deletePost,
  fillPostForm,
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
 * Scheduled posts (docs/decisions/0025). The admin server runs its jobs every second
 * (JOBS_INTERVAL_SECONDS=1 in playwright.config.ts): a post scheduled a few seconds ahead must
 * reach the list, its page, the sitemap and the feed by itself, though every one of them was
 * cached without it and nothing asks for anything until it is due.
 */

/** Seconds between saving and the scheduled time: enough to save and read everything first. */
const LEAD_SECONDS = 30;

test.use({ locale: "en-US" });

test.describe("scheduling a post", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("appears at its time on the list, its page, the sitemap and the feed, with no request in between", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const title = uniqueTitle(testInfo, "Scheduled ahead");
    const at = new Date(Math.ceil(Date.now() / 1000) * 1000 + LEAD_SECONDS * 1000);
    await fillPostForm(page, { title, category: "Strategy" });
    await page.getByLabel(/^Publish at/).fill(toScheduleInput(at.toISOString()));
    await page.getByRole("button", { name: "Add blog" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Blog added successfully!" }),
    ).toBeVisible();
    await showInList(page, title);
    const row = postRow(page, title);
    await expect(row.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(row.getByText(formatScheduleTime(at.toISOString()))).toBeVisible();
    await expect(row.getByRole("link", { name: /^View/ })).toHaveCount(0);

    // The post's id, from the audit log's entry for the schedule.
    await page.goto("/admin/audit?kind=post.scheduled");
    const entry = page.getByRole("listitem").filter({ hasText: title }).first();
    const id = /\(([A-Za-z0-9]{20})\)/.exec((await entry.textContent()) ?? "")?.[1] ?? "";
    expect(id).toHaveLength(20);

    // Every public view, read (and so cached) before the time: without the post.
    const request = page.request;
    const views = async () => ({
      list: (await (await request.get("/thought-hub")).text()).includes(title),
      page: (await request.get(`/thought-hub/${id}`)).status(),
      sitemap: (await (await request.get("/sitemap.xml")).text()).includes(`/thought-hub/${id}`),
      feed: (await (await request.get("/feed.xml")).text()).includes(`/thought-hub/${id}`),
    });
    expect(await views()).toEqual({ list: false, page: 404, sitemap: false, feed: false });
    expect(Date.now(), "the public views were read before the scheduled time").toBeLessThan(
      at.getTime(),
    );

    // No request at all until the time has passed and a jobs round (every second) has run.
    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 2_500));
    expect(await views()).toEqual({ list: true, page: 200, sitemap: true, feed: true });

    await showInList(page, title);
    await expect(postRow(page, title).getByText("Published", { exact: true })).toBeVisible();
    await deletePost(page, title);
  });

  test("by keyboard alone: a time typed into the control, the post listed as scheduled, then deleted", async ({
    page,
  }, testInfo) => {
    const title = uniqueTitle(testInfo, "Scheduled by keyboard");
    // Three days ahead at 3:00 pm in the agency's zone, typed as the control's segments.
    const day = new Date(Date.now() + 3 * 86_400_000);
    const wall = toScheduleInput(day.toISOString()).slice(0, 10);
    const [year, month, date] = wall.split("-");
    const at = `${wall}T15:00`;

    await tabTo(page, page.getByLabel(/^Title/));
    await page.keyboard.type(title);
    await tabTo(page, page.getByLabel(/^Category/));
    await page.keyboard.type("Strategy");
    await tabTo(page, page.getByRole("textbox", { name: /^Content/ }));
    await page.keyboard.type("Written with the keyboard alone.");
    // A sound excerpt: scheduling is gated like publishing (docs/decisions/0028).
    await tabTo(page, page.getByLabel(/^Excerpt/));
    await page.keyboard.type(SOUND_EXCERPT);
    await tabTo(page, page.getByLabel(/^Publish at/));
    // Month, day and year (Chromium's en-US order; the year takes more digits, so move on by
    // arrow), then hour and minute, then PM.
    await page.keyboard.type(`${month}${date}${year}`);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.type("0300P");
    await expect(page.getByLabel(/^Publish at/)).toHaveValue(at);
    await expectNoAxeViolations(page);
    await screenShot(page, testInfo, "new-schedule-keyboard");
    await tabTo(page, page.getByRole("button", { name: "Add blog" }));
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: "Blog added successfully!" }),
    ).toBeVisible();
    await showInList(page, title);
    const row = postRow(page, title);
    await expect(row.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(row).toContainText(`${Number(date)} `);
    await expect(row).toContainText("3:00 pm IST");

    await tabTo(page, row.getByRole("button", { name: /^Delete/ }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog");
    await tabTo(page, dialog.getByRole("button", { name: "Delete" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Blog deleted." })).toBeVisible();
    await expect(postRow(page, title)).toHaveCount(0);
  });
});

/** Presses Tab until `target` has the focus (as a keyboard user would reach it). */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${String(target)}`);
}
