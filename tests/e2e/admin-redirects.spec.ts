import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { adminTest as test, signIn } from "./support/admin";
import { adminDataDir, E2E_ADMIN_KEY } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { SHOWN_WITHIN_MS } from "./support/coherence";
import { expect } from "./support/fixtures";
import { type ServerProcess, startServer } from "./support/server-process";
import { screenShot } from "./support/shots";

/*
 * Redirects (issue 27, docs/decisions/0036): the operator adds redirects with the keyboard
 * alone, one by one and pasted from an old site's list; a loop and a chain are refused beside
 * their field; a visitor following an old address lands on the page, on this instance and on a
 * second one sharing the database (how soon: bench:cluster); the history brings back the empty list, and
 * unknown paths go home again. One project edits (one document on the shared admin server);
 * both look at the screen.
 */

const SECOND_PORT = Number(
  process.env.E2E_REDIRECTS_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 77,
);

async function tabTo(page: Page, target: Locator, limit = 200) {
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

/** Where `pathname` sends a visitor: the status and the path of its Location. */
async function redirectOf(baseURL: string, pathname: string) {
  const response = await fetch(new URL(pathname, baseURL), { redirect: "manual" });
  const location = response.headers.get("location");
  return { status: response.status, to: location ? new URL(location, baseURL).pathname : null };
}

test.describe("redirects", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let second: ServerProcess | undefined;

  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== "desktop") return;
    // A second instance on the admin server's database, as behind a load balancer.
    second = await startServer({
      port: SECOND_PORT,
      dataDir: path.resolve(adminDataDir),
      env: { ADMIN_SECRET_KEY: E2E_ADMIN_KEY },
    });
  });
  test.afterAll(async () => {
    await second?.stop();
  });

  test.beforeEach(async ({ page }) => signIn(page));

  test("the redirects screen passes axe at both widths", async ({ page }, testInfo) => {
    await page.goto("/admin/settings");
    await page
      .getByRole("navigation", { name: "Site content" })
      .getByRole("link", { name: "Redirects" })
      .click();
    await expect(page).toHaveURL(/\/admin\/redirects$/);
    await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Redirects \(\d+\)$/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenShot(page, testInfo, "site-redirects");
  });

  test("add redirects with the keyboard, refuse a loop and a chain, follow them everywhere, restore", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one redirects document: desktop edits it");
    const other = second!.baseURL;
    // Before: both instances have the (empty) list cached, and send the old address home.
    for (const base of [baseURL!, other]) {
      expect(await redirectOf(base, "/our-services.html")).toEqual({ status: 307, to: "/" });
    }

    await page.goto("/admin/redirects");
    const add = page.getByRole("button", { name: "Add a redirect" });
    const save = page.getByRole("button", { name: "Save redirects" });

    // One redirect, typed: the new row's first field takes the focus.
    await tabTo(page, add);
    await page.keyboard.press("Enter");
    const oldPaths = page.getByLabel(/^Old path/);
    const newPaths = page.getByLabel(/^New path/);
    await expect(oldPaths.last()).toBeFocused();
    await page.keyboard.type("/our-services.html");
    await page.keyboard.press("Tab");
    await page.keyboard.type("/our-services.html");

    // A second one, leading to the first: a chain.
    await tabTo(page, add);
    await page.keyboard.press("Enter");
    await expect(oldPaths.last()).toBeFocused();
    await page.keyboard.type("/team");
    await page.keyboard.press("Tab");
    await page.keyboard.type("/our-services.html");

    await tabTo(page, save);
    await page.keyboard.press("Enter");
    await expect(
      page.getByText("A redirect cannot lead to its own path: that is a loop."),
    ).toBeVisible();
    await expect(newPaths.first()).toBeFocused();
    await expect(newPaths.first()).toHaveAttribute("aria-invalid", "true");

    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("/BrandIdentity");
    await tabTo(page, save);
    await page.keyboard.press("Enter");
    await expect(
      page.getByText(
        "/our-services.html is itself redirected, to /BrandIdentity: lead straight there (chains are refused).",
      ),
    ).toBeVisible();
    await expect(newPaths.nth(1)).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("/about");

    // Two more, pasted from the old site's list.
    await typeInto(
      page,
      page.getByLabel(/^Redirects, one per line/),
      "https://old.example/contact-us.php /contact\n/spring-offer /work temporary",
    );
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Add to the list" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(
      page.getByText("Added 2 redirects to the list: save to apply them."),
    ).toBeVisible();
    await expect(oldPaths).toHaveCount(4);
    await expect(oldPaths.nth(2)).toHaveValue("/contact-us.php");

    await tabTo(page, save);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Redirects saved." })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Redirects (4)" })).toBeVisible();

    // The other instance follows them (bench:cluster times it); this one too.
    await expect
      .poll(async () => redirectOf(other, "/our-services.html"), {
        timeout: SHOWN_WITHIN_MS,
        intervals: [100],
      })
      .toEqual({ status: 308, to: "/BrandIdentity" });
    expect(await redirectOf(baseURL!, "/Our-Services.html")).toEqual({
      status: 308,
      to: "/BrandIdentity",
    });
    expect(await redirectOf(baseURL!, "/Spring-Offer")).toEqual({ status: 307, to: "/work" });
    expect(await redirectOf(other, "/contact-us.php")).toEqual({ status: 308, to: "/contact" });
    // Anything else unknown still goes home.
    expect(await redirectOf(baseURL!, "/no/such/page")).toEqual({ status: 307, to: "/" });

    // A visitor following the old address lands on the page.
    const visitor = await page.context().newPage();
    await visitor.goto("/team");
    await expect(visitor).toHaveURL(/\/about$/);
    await visitor.goto("/our-services.html");
    await expect(visitor).toHaveURL(/\/BrandIdentity$/);
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText("Brand Identity");
    await visitor.close();

    // The history brings back the list as shipped (empty), with the keyboard.
    const history = page.getByRole("button", { name: /^History \(/ });
    await tabTo(page, history);
    await page.keyboard.press("Enter");
    const revisions = page.getByRole("list", { name: "Revisions, newest first" });
    await expect(revisions.getByRole("listitem").last()).toContainText("As shipped");
    await expectNoAxeViolations(page);
    await screenShot(page, testInfo, "site-redirects-saved");
    const shipped = revisions
      .getByRole("listitem")
      .filter({ hasText: "As shipped" })
      .getByRole("button", { name: /^Restore/ });
    await tabTo(page, shipped);
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: /Revision \d+ restored\./ }),
    ).toBeVisible();
    await expect(page.getByText("No redirects yet: every unknown path goes home.")).toBeVisible();
    await expect
      .poll(async () => redirectOf(other, "/our-services.html"), {
        timeout: SHOWN_WITHIN_MS,
        intervals: [100],
      })
      .toEqual({ status: 307, to: "/" });

    // Both changes are in the audit log.
    await page.goto("/admin/audit?kind=redirects.updated");
    await expect(page.getByRole("list", { name: "Audit entries" })).toContainText("4 redirects");
    await page.goto("/admin/audit?kind=redirects.restored");
    await expect(page.getByRole("list", { name: "Audit entries" })).toContainText("revision 1");
  });
});
