import { adminTest as test, E2E_ADMIN_KEY, signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect } from "./support/fixtures";

const SESSION_COOKIE = "__Host-kursi-admin";
const DAY_S = 24 * 60 * 60;

test.describe("admin access", () => {
  test("a wrong key is refused with the exact message", async ({ page }) => {
    await page.goto("/admin");
    await page.getByLabel("Secret key").fill("not the key at all");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid secret key!");
    await expect(page.getByLabel("Secret key")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { name: "New blog" })).toHaveCount(0);
    expect(await page.context().cookies()).toEqual([]);
  });

  test("signs in with a server-side session cookie, and signs out on the server", async ({
    page,
    context,
  }) => {
    await signIn(page);
    const [cookie, ...others] = await context.cookies();
    expect(others).toEqual([]);
    expect(cookie).toMatchObject({
      name: SESSION_COOKIE,
      path: "/",
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
    });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Expires with the session: 7 days from now.
    expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + 7 * DAY_S))).toBeLessThan(600);

    // The session survives a reload; the page is never cached.
    const response = await page.reload();
    expect(response?.headers()["cache-control"]).toMatch(/no-store/);
    await expect(page.getByRole("heading", { name: "New blog" })).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByLabel("Secret key")).toBeVisible();
    expect(await context.cookies()).toEqual([]);

    // The old token is dead on the server, not merely forgotten by the browser.
    await context.addCookies([cookie!]);
    await page.goto("/admin");
    await expect(page.getByLabel("Secret key")).toBeVisible();
  });

  test("signing in always issues a fresh token (no session fixation)", async ({
    page,
    context,
  }) => {
    // A token planted in the browser beforehand (here by script) is not adopted.
    const planted = "A".repeat(43);
    await page.goto("/admin");
    await page.evaluate(
      ([name, value]) => (document.cookie = `${name}=${value}; Path=/; Secure; SameSite=Lax`),
      [SESSION_COOKIE, planted],
    );
    expect((await context.cookies())[0]?.value).toBe(planted);
    await signIn(page);
    const first = (await context.cookies())[0]?.value;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(planted);

    // Each sign-in gets its own token.
    await context.clearCookies();
    await signIn(page);
    expect((await context.cookies())[0]?.value).not.toBe(first);
  });

  test("after five wrong keys, even the right key waits out the window", async ({ page }) => {
    await page.goto("/admin");
    const key = page.getByLabel("Secret key");
    const signInButton = page.getByRole("button", { name: "Sign in" });
    // Each attempt is one Server Action POST; wait for its answer, and its rendering, first.
    const attempt = async (value: string) => {
      await key.fill(value);
      await Promise.all([
        page.waitForResponse(
          (response) => response.request().method() === "POST" && response.url().endsWith("/admin"),
        ),
        signInButton.click(),
      ]);
      // React clears the form once the action's result is in: the next attempt starts after.
      await expect(key).toHaveValue("");
    };
    for (let count = 1; count <= 5; count += 1) {
      await attempt(`wrong key number ${count}`);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid secret key!");
    }
    await attempt(E2E_ADMIN_KEY);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Too many attempts. Try again in 15 minutes.",
    );
    await expect(page.getByRole("heading", { name: "New blog" })).toHaveCount(0);
  });

  test("the gate has no axe violations", async ({ page }) => {
    await page.goto("/admin");
    await expectNoAxeViolations(page);
    await page.getByLabel("Secret key").fill("wrong key for axe");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid secret key!");
    await expectNoAxeViolations(page);
  });

  test("is kept out of search engines", async ({ page, request }) => {
    await page.goto("/admin");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/admin");
  });
});
