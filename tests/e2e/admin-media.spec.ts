import { createHash } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { formatBytes } from "@/lib/media/media-library";
import {
  adminTest as test,
  deletePost,
  fillContentHtml,
  fillPostForm,
  postRow,
  pressSpaceForFileChooser,
  showInList,
  signIn,
  SOUND_EXCERPT,
  uniqueTitle,
} from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { SHOWN_WITHIN_MS } from "./support/coherence";
import { expect } from "./support/fixtures";
import { screenShot } from "./support/shots";

const jpeg = (width: number, height: number, background = "#9b1c1f") =>
  sharp({ create: { width, height, channels: 3, background } })
    .withMetadata({ exif: { IFD0: { Artist: "exif-should-be-gone" } } })
    .jpeg()
    .toBuffer();

const UPLOAD_URL = /^\/uploads\/[a-f0-9]{32}\.webp$/;
// Re-encoding a large image can take a while on a busy machine: wait longer for uploads.
const UPLOADED = { timeout: 30_000 };

test.describe("admin images", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("an image chosen with the picker is re-encoded, stored and shown on the public post", async ({
    page,
  }, testInfo) => {
    const title = uniqueTitle(testInfo, "With a picked image");
    await fillPostForm(page, { title });
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Upload an image" }).click();
    // Named like a PNG, really a large JPEG: the server goes by the bytes.
    await (
      await chooser
    ).setFiles({ name: "photo.png", mimeType: "image/png", buffer: await jpeg(3200, 1800) });
    const field = page.getByRole("textbox", { name: /^Image/ });
    await expect(field).toHaveValue(UPLOAD_URL, UPLOADED);
    await expect(page.getByRole("img", { name: "The post image" })).toBeVisible();
    const url = await field.inputValue();

    const stored = await page.request.get(url);
    expect(stored.headers()["content-type"]).toBe("image/webp");
    expect(stored.headers()["cache-control"]).toContain("immutable");
    const bytes = await stored.body();
    const metadata = await sharp(bytes).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: "webp",
      width: 2400,
      height: 1350,
    });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("exif-should-be-gone"))).toBe(false);

    await page.getByRole("button", { name: "Add blog" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Blog added successfully!" }),
    ).toBeVisible();
    await page.goto("/thought-hub");
    await page.getByRole("link", { name: `Read More about ${title}` }).click();
    const image = page.getByRole("complementary", { name: "About this post" }).locator("img");
    await expect(image).toHaveAttribute("src", new RegExp(encodeURIComponent(url)));
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);

    await deletePost(page, title);
  });

  test("an image can be dropped, or pasted as base64, in the image field and in the content", async ({
    page,
  }, testInfo) => {
    const small = (await jpeg(120, 80, "#f2877a")).toString("base64");
    // Dropped on the image field.
    const dataTransfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], "dropped.jpg", { type: "image/jpeg" }));
      return transfer;
    }, small);
    await page.getByTestId("image-drop-zone").dispatchEvent("drop", { dataTransfer });
    const field = page.getByRole("textbox", { name: /^Image/ });
    await expect(field).toHaveValue(UPLOAD_URL, UPLOADED);

    // A base64 image pasted into the field becomes an upload too.
    await field.fill(
      `data:image/jpeg;base64,${(await jpeg(90, 60, "#111010")).toString("base64")}`,
    );
    await expect(field).toHaveValue(UPLOAD_URL, UPLOADED);

    // And one inside the HTML is uploaded when the post is saved.
    const title = uniqueTitle(testInfo, "With an inline image");
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Category/).fill("Testing");
    await fillContentHtml(
      page,
      `<p>Before</p><p><img src="data:image/jpeg;base64,${small}" alt="Coral swatch"></p>`,
    );
    await page.getByLabel(/^Excerpt/).fill(SOUND_EXCERPT);
    await page.getByRole("button", { name: "Add blog" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Blog added successfully!" }),
    ).toBeVisible(UPLOADED);
    await page.goto("/thought-hub");
    await page.getByRole("link", { name: `Read More about ${title}` }).click();
    const inline = page.getByRole("img", { name: "Coral swatch" });
    await expect(inline).toHaveAttribute("src", UPLOAD_URL);
    await expect
      .poll(() => inline.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBe(120);

    await deletePost(page, title);
  });

  test("refuses a file that is not an allowed image, whatever its name", async ({
    page,
    request,
  }) => {
    const forged = await page.request.post("/api/admin/uploads", {
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      headers: { "content-type": "image/png", origin: new URL(page.url()).origin },
    });
    expect(forged.status()).toBe(415);
    expect(await forged.json()).toEqual({ error: "Upload a JPEG, PNG, WebP, AVIF or GIF image." });

    const crossSite = await page.request.post("/api/admin/uploads", {
      data: await jpeg(10, 10),
      headers: { "content-type": "image/jpeg", origin: "https://evil.example" },
    });
    expect(crossSite.status()).toBe(403);

    // A request context of its own has no session cookie.
    const anonymous = await request.post("/api/admin/uploads", {
      data: await jpeg(10, 10),
      headers: { "content-type": "image/jpeg", origin: new URL(page.url()).origin },
    });
    expect(anonymous.status()).toBe(401);
  });
});

test.describe("admin and untrusted HTML", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("an XSS payload typed into the HTML view never runs: preview, public page, admin list", async ({
    page,
  }, testInfo) => {
    const payload = [
      "<p>Safe paragraph.</p>",
      "<script>window.__xss = 'script'</script>",
      '<img src="data:," onerror="window.__xss = \'img\'">',
      "<details open ontoggle=\"window.__xss = 'details'\"><summary>More</summary>Hidden</details>",
      "<a href=\"javascript:window.__xss = 'link'\">a link</a>",
      "<svg onload=\"window.__xss = 'svg'\"></svg>",
      '<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>',
    ].join("");
    const title = `${uniqueTitle(testInfo, "Hostile")} <img src="data:," onerror="window.__xss='title'">`;
    await fillPostForm(page, { title, html: payload });

    const assertInert = async (scope: ReturnType<typeof page.locator>) => {
      await expect(scope.getByText("Safe paragraph.")).toBeVisible();
      await expect(
        scope.locator("script, iframe, svg, [onerror], [onload], [ontoggle]"),
      ).toHaveCount(0);
      await expect(scope.locator('a[href^="javascript"]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    };

    await page.getByRole("button", { name: "Show Preview" }).click();
    const preview = page.getByRole("group", { name: "Preview" });
    await assertInert(preview);
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);

    // Publishing it is refused by the quality gate (docs/decisions/0028), and nothing typed is lost.
    await page.getByRole("button", { name: "Add blog" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "cannot be published until these are fixed" }),
    ).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);
    // A draft is always saved, through the sanitiser.
    await page.getByRole("radio", { name: "Draft" }).check();
    await page.getByRole("button", { name: "Add blog" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Blog added successfully!" }),
    ).toBeVisible();
    // The list shows the title as text.
    await showInList(page, title);
    const row = postRow(page, title);
    await expect(row).toBeVisible();
    await expect(row.locator("img")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

    // What was stored is safe: published from the edit screen, over the long title's warning.
    await row.getByRole("link", { name: /^Edit/ }).click();
    await expect(page.getByRole("heading", { name: "Edit blog" })).toBeVisible();
    await page.getByRole("radio", { name: "Published" }).check();
    await page.getByLabel("Publish anyway, despite the warnings").check();
    await page.getByRole("button", { name: "Update blog" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Blog updated successfully!" }),
    ).toBeVisible();
    await showInList(page, title);

    const href = await row.getByRole("link", { name: /^View/ }).getAttribute("href");
    await page.goto(href!);
    await assertInert(page.locator("article").first());
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    // Anything that had survived would also have been stopped by the CSP, whose report fails
    // the test through the fixture's console check.

    await deletePost(page, title);
  });
});

/*
 * The media library (issue 27 item 5, docs/decisions/0041), with the keyboard alone: an image
 * uploaded in a post is listed with its size and where it is used; its alt text, set in the
 * library, is on the public page; deleting it is refused, naming the post; replacing
 * it puts the new file on the public page; a file nothing uses is deleted; an earlier alt text
 * is restored from the file's history. Each project uploads images of its own (files are named
 * by their content).
 */

/** Presses Tab until `target` has the focus: the keyboard's way there. */
async function tabTo(page: Page, target: Locator, limit = 200) {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** A picture no other test or project uploads: its colour comes from the run. */
async function picture(seed: string) {
  const hex = createHash("sha256").update(`${seed}:${Date.now()}`).digest("hex");
  return sharp({
    create: { width: 1200, height: 800, channels: 3, background: `#${hex.slice(0, 6)}` },
  })
    .jpeg()
    .toBuffer();
}

/** Opens the file picker from the focused control with the keyboard and chooses `file`. */
async function chooseWithKeyboard(
  page: Page,
  control: Locator,
  file: { name: string; buffer: Buffer },
) {
  await tabTo(page, control);
  await (
    await pressSpaceForFileChooser(page)
  ).setFiles({ name: file.name, mimeType: "image/jpeg", buffer: file.buffer });
}

async function openLibrarySearchedFor(page: Page, name: string) {
  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();
  await tabTo(page, page.getByRole("searchbox", { name: "Search file names" }));
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(name)}`));
}

test.describe("the media library", () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(async ({ page }) => signIn(page));

  test("an image uploaded in a post: its size and use, alt text on the site, delete refused, replace, delete an unused one", async ({
    page,
  }, testInfo) => {
    const title = uniqueTitle(testInfo, "With a library image");
    const tag = title.split(" ").at(-1)!;
    const name = `chair-${tag}.jpg`;
    const heroBytes = await picture(name);

    // Uploaded in a post, as an operator does, and published.
    await fillPostForm(page, { title });
    await chooseWithKeyboard(page, page.getByRole("button", { name: "Upload an image" }), {
      name,
      buffer: heroBytes,
    });
    const field = page.getByRole("textbox", { name: /^Image/ });
    await expect(field).toHaveValue(UPLOAD_URL, UPLOADED);
    const firstUrl = await field.inputValue();
    await tabTo(page, page.getByRole("button", { name: "Add blog" }));
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: "Blog added successfully!" }),
    ).toBeVisible(UPLOADED);
    const stored = await (await page.request.get(firstUrl)).body();
    const { width, height } = await sharp(stored).metadata();
    const visitor = await page.context().newPage();
    await visitor.goto("/thought-hub");
    const postHref = (await visitor
      .getByRole("link", { name: `Read More about ${title}` })
      .getAttribute("href"))!;
    const postHtml = async () => (await visitor.request.get(postHref)).text();
    const cover = () =>
      visitor.getByRole("complementary", { name: "About this post" }).getByRole("img");

    // In the library (the admin navigation's "Media"), with its size, dimensions and use.
    await tabTo(
      page,
      page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Media" }),
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/media$/);
    await openLibrarySearchedFor(page, tag);
    const entry = page.getByRole("article", { name });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(`Size${formatBytes(stored.byteLength)}`);
    await expect(entry).toContainText(`Dimensions${width} × ${height} px`);
    const usedIn = entry.getByRole("link", { name: `Post “${title}”` });
    await expect(usedIn).toHaveAttribute("href", /^\/admin\/blog\/[A-Za-z0-9]+\/edit$/);

    // Alt text set here is on the public page, on every instance.
    const alt = `A red chair alone in a bright room ${tag}`;
    await tabTo(page, entry.getByRole("textbox", { name: "Alt text" }));
    await page.keyboard.type(alt);
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: `Alt text of ${name} saved.` }),
    ).toBeVisible();
    await expect
      .poll(async () => (await postHtml()).includes(`alt="${alt}"`), {
        timeout: SHOWN_WITHIN_MS,
        intervals: [100],
      })
      .toBe(true);
    await visitor.goto(postHref);
    await expect(cover()).toHaveAttribute("alt", alt);

    // Deleting it is refused, naming where it is used.
    await tabTo(page, entry.getByRole("button", { name: "Delete" }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog");
    await tabTo(page, dialog.getByRole("button", { name: "Delete" }));
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("alert").filter({
        hasText: `${name} is used in Post “${title}”. Remove it there (or replace it) before deleting it.`,
      }),
    ).toBeVisible();
    await expect(entry).toBeVisible();

    // Replaced: the public page shows the new file, still described.
    const newName = `chair-new-${tag}.jpg`;
    await chooseWithKeyboard(page, entry.getByRole("button", { name: "Replace file" }), {
      name: newName,
      buffer: await picture(newName),
    });
    await expect(
      page.getByRole("status").filter({ hasText: `${name} replaced by ${newName} in 1 place.` }),
    ).toBeVisible(UPLOADED);
    const firstKey = firstUrl.slice("/uploads/".length);
    await expect
      .poll(
        async () => {
          const html = await postHtml();
          return { old: html.includes(firstKey), alt: html.includes(`alt="${alt}"`) };
        },
        { timeout: SHOWN_WITHIN_MS, intervals: [100] },
      )
      .toEqual({ old: false, alt: true });
    await visitor.goto(postHref);
    await expect(cover()).toHaveAttribute("alt", alt);
    await expect
      .poll(() => cover().evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    await visitor.close();
    // The old file is gone; the new entry carries the post.
    expect((await page.request.get(firstUrl)).status()).toBe(404);
    await openLibrarySearchedFor(page, tag);
    await expect(page.getByRole("article", { name })).toHaveCount(0);
    await expect(
      page.getByRole("article", { name: newName }).getByRole("link", { name: `Post “${title}”` }),
    ).toBeVisible();

    // A file nothing uses, uploaded in the library itself, is deleted.
    const spare = `spare-${tag}.jpg`;
    await chooseWithKeyboard(page, page.getByRole("button", { name: "Upload files" }), {
      name: spare,
      buffer: await picture(spare),
    });
    await expect(page.getByRole("status").filter({ hasText: `${spare} uploaded.` })).toBeVisible(
      UPLOADED,
    );
    const spareEntry = page.getByRole("article", { name: spare });
    await expect(spareEntry).toContainText("Not used anywhere.");
    await tabTo(page, spareEntry.getByRole("button", { name: "Delete" }));
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("alertdialog").getByRole("button", { name: "Delete" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: `${spare} deleted.` })).toBeVisible();
    await expect(spareEntry).toHaveCount(0);

    await page.goto("/admin/audit?kind=media.replaced");
    await expect(page.getByRole("list", { name: "Audit entries" })).toContainText(name);

    await deletePost(page, title);
    // The new file is used nowhere now: the test leaves nothing behind.
    await openLibrarySearchedFor(page, tag);
    await page
      .getByRole("article", { name: newName })
      .getByRole("button", { name: "Delete" })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${newName} deleted.` })).toBeVisible();
  });

  test("an alt text's history: edited twice, the first restored, on the public page", async ({
    page,
  }, testInfo) => {
    const title = uniqueTitle(testInfo, "With an alt history");
    const tag = title.split(" ").at(-1)!;
    const name = `lamp-${tag}.jpg`;
    await fillPostForm(page, { title });
    await chooseWithKeyboard(page, page.getByRole("button", { name: "Upload an image" }), {
      name,
      buffer: await picture(name),
    });
    await expect(page.getByRole("textbox", { name: /^Image/ })).toHaveValue(UPLOAD_URL, UPLOADED);
    await tabTo(page, page.getByRole("button", { name: "Add blog" }));
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: "Blog added successfully!" }),
    ).toBeVisible(UPLOADED);
    const visitor = await page.context().newPage();
    await visitor.goto("/thought-hub");
    const postHref = (await visitor
      .getByRole("link", { name: `Read More about ${title}` })
      .getAttribute("href"))!;

    // Two alt texts, one after the other: the history keeps both, and the none it had.
    await openLibrarySearchedFor(page, tag);
    const entry = page.getByRole("article", { name });
    const first = `A brass desk lamp ${tag}`;
    const second = `A lamp on a desk ${tag}`;
    const field = entry.getByRole("textbox", { name: "Alt text" });
    await tabTo(page, field);
    await page.keyboard.type(first);
    await page.keyboard.press("Enter");
    await expect(entry.getByRole("button", { name: "History (2)" })).toBeVisible();
    await tabTo(page, field);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(second);
    await page.keyboard.press("Enter");
    const history = entry.getByRole("button", { name: "History (3)" });
    await expect(history).toBeVisible();

    await tabTo(page, history);
    await page.keyboard.press("Enter");
    await expect(history).toHaveAttribute("aria-expanded", "true");
    const revisions = entry.getByRole("list", { name: "Revisions, newest first" });
    await expect(revisions.getByRole("listitem")).toHaveText([
      new RegExp(`^Revision 3 · .*“${second}”Saved · current$`),
      new RegExp(`^Revision 2 · .*“${first}”SavedRestore revision 2$`),
      /^Revision 1 · .*No alt textBefore the first saveRestore revision 1$/,
    ]);
    await expectNoAxeViolations(page);
    await screenShot(page, testInfo, "media-alt-history");

    await tabTo(page, entry.getByRole("button", { name: "Restore revision 2" }));
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: `Alt text of ${name} restored from revision 2.` }),
    ).toBeVisible();
    await expect(field).toHaveValue(first);
    await expect(entry.getByRole("button", { name: "History (4)" })).toBeVisible();
    await expect(revisions.getByRole("listitem").first()).toContainText(`“${first}”`);
    await expect(revisions.getByRole("listitem").first()).toContainText("Restored from");

    // On the public post, on every instance.
    await expect
      .poll(async () => (await (await visitor.request.get(postHref)).text()).includes(first), {
        timeout: SHOWN_WITHIN_MS,
        intervals: [100],
      })
      .toBe(true);
    await visitor.goto(postHref);
    await expect(
      visitor.getByRole("complementary", { name: "About this post" }).getByRole("img"),
    ).toHaveAttribute("alt", first);
    await visitor.close();

    // A second screen, loaded now, and this one both save: the second save was written over
    // a text it had not seen, so it is refused with what is saved now, and the text typed
    // stays; saved again, knowingly, it replaces it.
    const other = await page.context().newPage();
    await openLibrarySearchedFor(other, tag);
    const third = `A lamp with a green shade ${tag}`;
    await tabTo(page, field);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(third);
    await page.keyboard.press("Enter");
    await expect(entry.getByRole("button", { name: "History (5)" })).toBeVisible();
    const late = `A late description ${tag}`;
    const otherField = other
      .getByRole("article", { name })
      .getByRole("textbox", { name: "Alt text" });
    await tabTo(other, otherField);
    await other.keyboard.press("ControlOrMeta+A");
    await other.keyboard.type(late);
    await other.keyboard.press("Enter");
    await expect(
      other.getByRole("alert").filter({ hasText: "after this page was loaded" }),
    ).toContainText(
      `The alt text of ${name} was changed to “${third}” after this page was loaded, so yours was not saved. Your text is still in the field: save again to replace it.`,
    );
    await expect(otherField).toHaveValue(late);
    await screenShot(other, testInfo, "media-alt-stale", { dialog: true });
    await other.keyboard.press("Enter");
    await expect(
      other.getByRole("status").filter({ hasText: `Alt text of ${name} saved.` }),
    ).toBeVisible();
    await expect(
      other.getByRole("article", { name }).getByRole("button", { name: "History (6)" }),
    ).toBeVisible();
    await other.close();

    await page.goto("/admin/audit?kind=media.restored");
    await expect(page.getByRole("list", { name: "Audit entries" })).toContainText(name);

    await deletePost(page, title);
    await openLibrarySearchedFor(page, tag);
    await entry.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${name} deleted.` })).toBeVisible();
  });

  test("the library passes axe and is looked at, at both widths", async ({ page }, testInfo) => {
    // Something to show: an unused upload of this test's own.
    const name = `${uniqueTitle(testInfo, "look").replace(" ", "-")}.jpg`;
    await page.goto("/admin/media");
    await chooseWithKeyboard(page, page.getByRole("button", { name: "Upload files" }), {
      name,
      buffer: await picture(name),
    });
    await expect(page.getByRole("status").filter({ hasText: `${name} uploaded.` })).toBeVisible(
      UPLOADED,
    );
    await expect(page.getByRole("article", { name })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenShot(page, testInfo, "media-library");
    const entry = page.getByRole("article", { name });
    await entry.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoAxeViolations(page);
    await screenShot(page, testInfo, "media-delete-dialog", { dialog: true });
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${name} deleted.` })).toBeVisible();
  });
});
