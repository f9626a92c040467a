import {
  adminTest as test,
  createPost,
  deletePost,
  E2E_ADMIN_KEY,
  uniqueTitle,
} from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { screenShot } from "./support/shots";
import { expect } from "./support/fixtures";

/*
 * The audit log (docs/decisions/0025): each admin action writes its entry with the client
 * address the server believed (this test's own, sent through the trusted loopback proxy), and
 * /admin/audit shows them newest first, filtered by kind through a plain GET form.
 */

test("the actions write their entries, and the audit screen shows and filters them", async ({
  page,
  clientAddress,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = uniqueTitle(testInfo, "Audited");

  await page.goto("/admin");
  await page.getByLabel("Secret key").fill("not-the-admin-key-at-all");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Invalid secret key!")).toBeVisible();
  await page.getByLabel("Secret key").fill(E2E_ADMIN_KEY);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "New blog" })).toBeVisible();
  await createPost(page, { title });
  await deletePost(page, title);

  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Audit", exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const mine = page
    .getByRole("list", { name: "Audit entries" })
    .getByRole("listitem")
    .filter({ hasText: clientAddress });
  const kinds = async () =>
    (await mine.locator("p.font-semibold").allTextContents()).map((text) => text.trim());
  await expect
    .poll(kinds)
    .toEqual(["Post deleted", "Post published", "Post created", "Signed in", "Sign-in failed"]);
  await expect(mine.filter({ hasText: "Post deleted" })).toContainText(title);
  await expect(mine.filter({ hasText: "Sign-in failed" })).toContainText("wrong secret key");
  await expect(page.getByText("not-the-admin-key-at-all")).toHaveCount(0);
  await expect(page.getByText(E2E_ADMIN_KEY)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenShot(page, testInfo, "audit-entries");

  await page.getByLabel("Show").selectOption({ label: "Sign-in failed" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?kind=sign-in\.failed$/);
  await expect.poll(kinds).toEqual(["Sign-in failed"]);
  await expect(page.getByText(/entr(y|ies) of “Sign-in failed”/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Show")).toHaveValue("sign-in.failed");

  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByLabel("Secret key").fill(E2E_ADMIN_KEY);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "New blog" })).toBeVisible();
  await page.goto("/admin/audit?kind=sign-out");
  await expect(mine.first()).toContainText("Signed out");
});
