import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { adminTest as test, pressSpaceForFileChooser, signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { SHOWN_WITHIN_MS } from "./support/coherence";
import { expect } from "./support/fixtures";
import { screenShot } from "./support/shots";

/*
 * Service and industry pages (issue 27, docs/decisions/0037), with the keyboard alone: edit
 * /BrandIdentity's description, a detail card and its hero image, and restore the version it
 * shipped with; add a page at a new path (an address of the site and a taken path refused
 * beside the field) and find it on /services and in the sitemap; unpublish it and its address
 * goes home. One project edits (one database on the shared admin server); both look at the
 * screens.
 */

const SHIPPED_DESCRIPTION_START = "Names, marks and systems";
const UPLOADED = { timeout: 30_000 };

async function tabTo(page: Page, target: Locator, limit = 300) {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

/** Chooses an image for a file field with the keyboard (Space opens the picker). */
async function uploadWithKeyboard(page: Page, field: Locator, background: string) {
  await tabTo(page, field);
  const chooser = pressSpaceForFileChooser(page);
  const image = await sharp({ create: { width: 1600, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();
  await (await chooser).setFiles({ name: "hero.jpg", mimeType: "image/jpeg", buffer: image });
}

async function save(page: Page, name: string, message: string | RegExp) {
  await tabTo(page, page.getByRole("button", { name }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: message })).toBeVisible();
}

async function redirectOf(page: Page, pathname: string) {
  const response = await page.request.get(pathname, { maxRedirects: 0 });
  const location = response.headers().location;
  return {
    status: response.status(),
    to: location ? new URL(location, "http://x").pathname : null,
  };
}

test.describe("service and industry pages", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  test.beforeEach(async ({ page }) => signIn(page));

  test("the pages screens pass axe at both widths", async ({ page }, testInfo) => {
    await page.goto("/admin/settings");
    await page
      .getByRole("navigation", { name: "Site content" })
      .getByRole("link", { name: "Pages" })
      .click();
    await expect(page).toHaveURL(/\/admin\/pages$/);
    // The 21 shipped pages, and any the other project's test added on this server.
    const pages = page.getByRole("list", { name: "Pages" }).getByRole("listitem");
    await expect(pages.filter({ hasText: "/NicheEmerging" })).toHaveCount(1);
    expect(await pages.count()).toBeGreaterThanOrEqual(21);
    await expectNoAxeViolations(page);
    await screenShot(page, testInfo, "site-pages");

    await page.getByRole("link", { name: "Brand Identity" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Brand Identity" })).toBeVisible();
    await expect(page.getByLabel(/^Description/)).toHaveValue(/^Names, marks and systems/);
    await expectNoAxeViolations(page);
    await screenShot(page, testInfo, "site-page-editor");

    await page.goto("/admin/pages/new");
    await expect(page.getByRole("heading", { level: 1, name: "New page" })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenShot(page, testInfo, "site-page-new");
  });

  test("edit /BrandIdentity's description, a card and its hero image; restore the shipped version", async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== "desktop",
      "one database on the admin server: desktop edits",
    );
    await page.goto("/admin/pages/BrandIdentity");
    await typeInto(
      page,
      page.getByLabel(/^Description/),
      "Identities that carry a company for decades.",
    );
    await typeInto(
      page,
      page.getByLabel(/^Items/).first(),
      "Logo systems for the long run\nBrand books",
    );
    const hero = page.getByLabel(/^Hero image/);
    await uploadWithKeyboard(page, hero, "#2a6f4e");
    await expect(page.getByText(/^Stored: \/uploads\//).first()).toBeVisible(UPLOADED);
    await save(page, "Save page", "Page saved.");

    const visitor = await page.context().newPage();
    await visitor.goto("/BrandIdentity");
    const main = visitor.locator("#main");
    await expect(main).toContainText("Identities that carry a company for decades.");
    await expect(main).toContainText("Logo systems for the long run");
    const heroSrc = await main.locator("img").first().getAttribute("src");
    expect(decodeURIComponent(heroSrc ?? "")).toMatch(/\/uploads\/[a-f0-9]{32}\.webp/);

    // The history brings back the page as it shipped.
    await page.goto("/admin/pages/BrandIdentity");
    await tabTo(page, page.getByRole("button", { name: /^History \(/ }));
    await page.keyboard.press("Enter");
    const shipped = page
      .getByRole("list", { name: "Revisions, newest first" })
      .getByRole("listitem")
      .filter({ hasText: "As shipped" })
      .getByRole("button", { name: /^Restore/ });
    await tabTo(page, shipped);
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: /Revision 1 restored\./ }),
    ).toBeVisible();
    await expect(page.getByLabel(/^Description/)).toHaveValue(
      new RegExp(`^${SHIPPED_DESCRIPTION_START}`),
    );
    await expect
      .poll(
        async () =>
          (await (await visitor.request.get("/BrandIdentity")).text()).includes(
            SHIPPED_DESCRIPTION_START,
          ),
        {
          timeout: SHOWN_WITHIN_MS,
          intervals: [100],
        },
      )
      .toBe(true);
    await visitor.close();
  });

  test("add a page at a new path, find it on /services and in the sitemap, unpublish it", async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== "desktop",
      "one database on the admin server: desktop edits",
    );
    await page.goto("/admin/pages");
    await tabTo(page, page.getByRole("link", { name: "Add a page" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "New page" })).toBeVisible();

    const path = page.getByLabel(/^Path/);
    await typeInto(page, path, "about");
    await typeInto(page, page.getByLabel(/^Title/), "Web Design");
    await typeInto(
      page,
      page.getByLabel(/^Description/),
      "Sites that load fast and read well on every screen.",
    );
    await typeInto(page, page.getByLabel(/^Examples/), "Marketing sites\nDesign systems");
    await typeInto(page, page.getByLabel(/^Card title/), "What we build");
    await typeInto(page, page.getByLabel(/^Items/), "Responsive sites\nAccessible components");
    await uploadWithKeyboard(page, page.getByLabel(/^Hero image/), "#1d3557");
    await expect(page.getByText(/^Stored: \/uploads\//).first()).toBeVisible(UPLOADED);

    const add = page.getByRole("button", { name: "Add page" });
    await tabTo(page, add);
    await page.keyboard.press("Enter");
    await expect(
      page.getByText("/about is an address of the site already: choose another path."),
    ).toBeVisible();
    await expect(path).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("brandidentity");
    await tabTo(page, add);
    await page.keyboard.press("Enter");
    await expect(page.getByText(/There is a page at \/BrandIdentity already/)).toBeVisible();
    await tabTo(page, path);
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("WebDesign");
    await tabTo(page, add);
    await page.keyboard.press("Enter");
    // The new page's own editor says it was added (the editor that sent it is gone), and the
    // address forgets the notice, so a reload does not repeat it.
    await expect(page).toHaveURL(/\/admin\/pages\/WebDesign$/);
    await expect(page.getByRole("heading", { level: 1, name: "Web Design" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Page added." })).toBeVisible();

    // On the site, in /services and the sitemap; another casing moves to it for good.
    const visitor = await page.context().newPage();
    await visitor.goto("/services");
    await visitor.getByRole("link", { name: "Web Design" }).focus();
    await visitor.keyboard.press("Enter");
    await expect(visitor).toHaveURL(/\/WebDesign$/);
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText("Web");
    await expect(visitor.locator("#main")).toContainText("Accessible components");
    expect(await (await visitor.request.get("/sitemap.xml")).text()).toContain("/WebDesign</loc>");
    expect(await redirectOf(visitor, "/webdesign")).toEqual({ status: 308, to: "/WebDesign" });

    // Unpublished: its address goes home, and /services no longer lists it.
    await tabTo(page, page.getByLabel("Published"));
    await page.keyboard.press("Space");
    await save(page, "Save page", "Page saved.");
    await expect
      .poll(async () => redirectOf(visitor, "/WebDesign"), {
        timeout: SHOWN_WITHIN_MS,
        intervals: [100],
      })
      .toEqual({ status: 307, to: "/" });
    await visitor.goto("/services");
    await expect(visitor.getByRole("link", { name: "Web Design" })).toHaveCount(0);
    await visitor.close();

    await page.goto("/admin/audit?kind=page.created");
    await expect(page.getByRole("list", { name: "Audit entries" })).toContainText("/WebDesign");
    await page.goto("/admin/audit?kind=page.updated");
    await expect(page.getByRole("list", { name: "Audit entries" })).toContainText("unpublished");
  });
});
