import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { adminTest as test, signIn, uniqueTitle } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect } from "./support/fixtures";

/*
 * The portfolio from the admin (docs/decisions/0024): works, testimonials and team members are
 * edited, ordered by keyboard and by drag, and the public pages show each save at once. The
 * portfolio is the admin server's whole site content, so the test that changes it runs in one
 * project only, and puts back what it changed.
 */

const jpeg = (background: string) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
    .jpeg()
    .toBuffer();
const UPLOADED = { timeout: 30_000 };

const rowTitles = (page: Page) =>
  page.getByTestId("sortable-item").locator("p.font-semibold").allTextContents();

async function upload(
  page: Page,
  label: RegExp,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const field = page.getByLabel(label);
  await field.setInputFiles(file);
  const stored = field.locator("xpath=..").getByText(/^Stored: /);
  await expect(stored).toBeVisible(UPLOADED);
  return (await stored.textContent())!.replace("Stored: ", "");
}

/** A real drag with the mouse: pressed on the row's handle, moved in steps, released on the target. */
async function drag(page: Page, source: Locator, target: Locator) {
  // Both rows on screen: the mouse cannot drop outside the viewport.
  await target.evaluate((element) => element.scrollIntoView({ block: "start" }));
  const from = (await source.locator("svg").first().boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
}

const status = (page: Page, text: string): Locator =>
  page.getByRole("status").filter({ hasText: text });

test.describe("admin portfolio", () => {
  // The renamed image refused by the video upload.
  test.use({ expectedErrorPaths: ["/api/admin/uploads/video"] });
  test.beforeEach(async ({ page }) => signIn(page));

  test("the operator adds a work with a video, reorders it by keyboard and by drag, edits a testimonial and a team member, and the public pages follow", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "changes the admin server's site content");
    test.setTimeout(120_000);
    const title = uniqueTitle(testInfo, "Harbour Lights");

    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Portfolio" })
      .click();
    await expect(page.getByRole("heading", { name: "Portfolio", level: 1 })).toBeVisible();
    const before = await rowTitles(page);
    expect(before).toHaveLength(7);

    // Add a work with an image, a video (the MP4 named like a WebM: the bytes decide) and a poster.
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Category/).fill("Brand Identity");
    await page
      .getByLabel(/^Description/)
      .fill("A harbour town's festival of lights, from mark to lanterns.");
    const image = await upload(page, /^Image/, {
      name: "tile.jpg",
      mimeType: "image/jpeg",
      buffer: await jpeg("#f2877a"),
    });
    expect(image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const video = await upload(page, /^Video/, {
      name: "clip.webm",
      mimeType: "video/webm",
      buffer: readFileSync("public/media/video/brand-identity.mp4"),
    });
    expect(video).toMatch(/^\/uploads\/[0-9a-f]{32}\.mp4$/);
    await upload(page, /^Poster/, {
      name: "poster.png",
      mimeType: "image/png",
      buffer: await jpeg("#111010"),
    });
    await page.getByLabel(/^Tile background/).selectOption("ink");
    await page.getByRole("button", { name: "Add work" }).click();
    await expect(status(page, "Work added.")).toBeVisible();
    await expect.poll(() => rowTitles(page)).toEqual([...before, title]);

    // A renamed image is no video.
    await page
      .getByLabel(/^Video/)
      .setInputFiles({ name: "fake.mp4", mimeType: "video/mp4", buffer: await jpeg("#fff") });
    await expect(page.getByText("Upload an MP4 or WebM video.")).toBeVisible(UPLOADED);

    // By keyboard: the move button keeps focus, and each move is announced and saved.
    const up = page.getByRole("button", { name: `Move “${title}” up` });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(`Moved “${title}” to position 7 of 8.`)).toBeAttached();
    await expect(up).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(`Moved “${title}” to position 6 of 8.`)).toBeAttached();
    await expect.poll(async () => (await rowTitles(page))[5]).toBe(title);

    // By drag: onto the first entry's place.
    const rows = page.getByTestId("sortable-item");
    await drag(page, rows.filter({ hasText: title }), rows.first());
    await expect(page.getByText(`Moved “${title}” to position 1 of 8.`)).toBeAttached();
    await expect.poll(async () => (await rowTitles(page))[0]).toBe(title);
    // The move is announced when it is made and saved just after: read the list again until
    // the saved order is the one shown (one reload could land before the save).
    await expect
      .poll(async () => {
        await page.reload();
        return (await rowTitles(page))[0];
      })
      .toBe(title);

    // The public pages show it first, with its video.
    for (const path of ["/", "/work"]) {
      await page.goto(path);
      const tile = page.getByTestId("work-tile").first();
      await tile.scrollIntoViewIfNeeded();
      await expect(tile.getByRole("heading", { name: title })).toBeAttached();
      await expect(tile.getByRole("button", { name: `Play video: ${title}` })).toBeAttached();
    }
    const served = await page.request.get(video);
    expect(served.headers()["content-type"]).toBe("video/mp4");

    // A testimonial and a team member, edited.
    const quote = `They lit the whole harbour. (${title})`;
    await page.goto("/admin/portfolio/testimonials");
    await page.getByRole("button", { name: "Edit “Meera Patel”" }).click();
    const quoteField = page.getByLabel(/^Quote/);
    const originalQuote = await quoteField.inputValue();
    await quoteField.fill(quote);
    await page.getByRole("button", { name: "Save testimonial" }).click();
    await expect(status(page, "Testimonial saved.")).toBeVisible();

    const tagline = `Draws harbours at night. (${title})`;
    await page.goto("/admin/portfolio/team");
    await page.getByRole("button", { name: "Edit “Isha Mehta”" }).click();
    const taglineField = page.getByLabel(/^Tagline/);
    const originalTagline = await taglineField.inputValue();
    await taglineField.fill(tagline);
    await page.getByRole("button", { name: "Save team member" }).click();
    await expect(status(page, "Team member saved.")).toBeVisible();

    await page.goto("/");
    await expect(page.getByText(quote)).toBeAttached();
    await expect(page.getByText(tagline)).toBeAttached();

    // Put everything back: the work deleted, the texts restored.
    await page.goto("/admin/portfolio");
    await page.getByRole("button", { name: `Delete “${title}”` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(status(page, "Work deleted.")).toBeVisible();
    await expect.poll(() => rowTitles(page)).toEqual(before);
    await page.goto("/admin/portfolio/testimonials");
    await page.getByRole("button", { name: "Edit “Meera Patel”" }).click();
    await page.getByLabel(/^Quote/).fill(originalQuote);
    await page.getByRole("button", { name: "Save testimonial" }).click();
    await expect(status(page, "Testimonial saved.")).toBeVisible();
    await page.goto("/admin/portfolio/team");
    await page.getByRole("button", { name: "Edit “Isha Mehta”" }).click();
    await page.getByLabel(/^Tagline/).fill(originalTagline);
    await page.getByRole("button", { name: "Save team member" }).click();
    await expect(status(page, "Team member saved.")).toBeVisible();

    await page.goto("/");
    await expect(page.getByTestId("work-tile").first().getByRole("heading")).toHaveText(before[0]!);
    await expect(page.getByText(quote)).toHaveCount(0);
  });

  test("the portfolio screens have no axe violations", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    for (const [path, name] of [
      ["/admin/portfolio", "works"],
      ["/admin/portfolio/testimonials", "testimonials"],
      ["/admin/portfolio/team", "team"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Portfolio", level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `/tmp/wt20p-shots/${name}-${testInfo.project.name}.png`,
        fullPage: true,
      });
    }
    // The form with an entry open, and the delete dialog.
    await page
      .getByRole("button", { name: /^Edit “/ })
      .first()
      .click();
    await expectNoAxeViolations(page);
    await page
      .getByRole("button", { name: /^Delete “/ })
      .first()
      .click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Cancel" }).click();
  });
});
