import { inquiryMessages } from "../../src/content/inquiries";
import { adminTest as test, signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { fillInquiry, inquiryForm, uniqueClientAddress, waitLikeAPerson } from "./support/contact";
import { expect } from "./support/fixtures";

/*
 * The operator's inbox, on the admin specs' own server (support/admin-server.ts), whose mail
 * server refuses connections (playwright.config.ts): a visitor's inquiry shows up there with
 * its email delivery waiting, and the operator opens it, marks it handled, exports, deletes.
 */

test.describe("the inquiry inbox", () => {
  test("an inquiry sent from the contact page is in the inbox, with its delivery status", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const name = `Inbox Visitor ${testInfo.project.name} ${Date.now()}`;

    // A visitor, in a browser of their own.
    const visitor = await browser.newContext({
      baseURL: baseURL!,
      extraHTTPHeaders: { "x-forwarded-for": uniqueClientAddress() },
    });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/contact");
    await fillInquiry(visitorPage, {
      name,
      email: "inbox.visitor@example.com",
      company: "Inbox Studio",
      project: "marketing",
      message: "Line one of the brief.\nLine two: the timeline.",
    });
    await waitLikeAPerson(visitorPage);
    await inquiryForm(visitorPage).getByRole("button", { name: "Send Message" }).click();
    await expect(visitorPage.locator("#inquiry-status")).toHaveText(inquiryMessages.success);
    await visitor.close();

    // The operator.
    await signIn(page);
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Inquiries" })
      .click();
    await expect(page).toHaveURL(/\/admin\/inquiries$/);
    await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
    const list = page.getByRole("list", { name: "Inquiries, newest first" });
    const row = list.getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText("New");
    await expect(row).toContainText("Inbox Studio");
    await expect(row).toContainText("Marketing");
    await expectNoAxeViolations(page);

    // The email delivery was tried at once and refused; the error is shown where it belongs.
    await row.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Line one of the brief.")).toBeVisible();
    const deliveries = page.getByRole("region", { name: "Deliveries" });
    await expect(async () => {
      await page.reload();
      await expect(deliveries).toContainText(/Retrying: 1 attempt so far/, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(deliveries).toContainText("ECONNREFUSED 127.0.0.1:9");
    await expectNoAxeViolations(page);

    await deliveries.getByRole("button", { name: /Retry now/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Delivery queued" })).toBeVisible();

    await page.getByRole("button", { name: "Mark as handled" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Marked as handled." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark as new" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Handled");

    // CSV export, with this browser's session; refused without one.
    const csv = await page.request.get("/api/admin/inquiries/export");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="inquiries-/);
    expect(await csv.text()).toContain(
      `"${name}","inbox.visitor@example.com","Inbox Studio","marketing"`,
    );
    const stranger = await browser.newContext({ baseURL: baseURL! });
    expect((await stranger.request.get("/api/admin/inquiries/export")).status()).toBe(401);
    await stranger.close();

    // Delete, through the confirmation: Cancel keeps it, Delete removes it.
    const deleteButton = page.getByRole("button", { name: "Delete", exact: true });
    await deleteButton.click();
    const dialog = page.getByRole("alertdialog", {
      name: "Are you sure you want to delete this inquiry?",
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await deleteButton.click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Inquiry deleted." })).toBeVisible();
    await expect(list.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
    // The notice came in the address (?deleted=1), which forgets it once shown: a reload does
    // not say it again.
    await expect(page).toHaveURL(/\/admin\/inquiries$/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
    await expect(page.getByText("Inquiry deleted.")).toHaveCount(0);
  });

  test("the inbox and an inquiry need a session: the login gate is shown instead", async ({
    page,
  }) => {
    for (const path of ["/admin/inquiries", "/admin/inquiries/AbCdEfGhIjKlMnOpQrSt"]) {
      await page.goto(path);
      await expect(page.getByLabel("Secret key")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Inquiries" })).toHaveCount(0);
    }
  });

  test("an inquiry that does not exist is answered 404, with a way back", async ({ page }) => {
    await signIn(page);
    // Over HTTP with the browser's session: the fixture counts a 4xx page load as a failure.
    const response = await page.request.get("/admin/inquiries/AbCdEfGhIjKlMnOpQrSt");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("That inquiry no longer exists.");
    expect(html).toContain("Back to all inquiries");
  });
});
