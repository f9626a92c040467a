import { execFile } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, Page } from "@playwright/test";
import { adminTest as test, E2E_ADMIN_KEY, signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect } from "./support/fixtures";
import { type ServerProcess, startServer } from "./support/server-process";

const SESSION_COOKIE = "__Host-kursi-admin";
const KNOWN_BROWSER_COOKIE = "__Host-kursi-known";
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
    const cookies = await context.cookies();
    expect(cookies.map(({ name }) => name).sort()).toEqual([SESSION_COOKIE, KNOWN_BROWSER_COOKIE]);
    const cookie = cookies.find(({ name }) => name === SESSION_COOKIE);
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
    // The browser stays known after signing out; the session is gone.
    expect((await context.cookies()).map(({ name }) => name)).toEqual([KNOWN_BROWSER_COOKIE]);

    // The old token is dead on the server, not merely forgotten by the browser.
    await context.addCookies([cookie!]);
    await page.goto("/admin");
    await expect(page.getByLabel("Secret key")).toBeVisible();
  });

  test("signing in on any admin page returns to that page", async ({ page, context }) => {
    test.setTimeout(90_000);
    for (const address of [
      "/admin/inquiries",
      "/admin/security",
      "/admin/portfolio",
      "/admin/portfolio/testimonials",
      "/admin/portfolio/team",
      "/admin/audit",
      "/admin/settings",
    ]) {
      await context.clearCookies();
      await page.goto(address);
      await page.getByLabel("Secret key").fill(E2E_ADMIN_KEY);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible({ timeout: 20_000 });
      expect(new URL(page.url()).pathname, address).toBe(address);
    }
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
    const sessionToken = async () =>
      (await context.cookies()).find(({ name }) => name === SESSION_COOKIE)?.value;
    expect(await sessionToken()).toBe(planted);
    await signIn(page);
    const first = await sessionToken();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(planted);

    // Each sign-in gets its own token.
    await context.clearCookies();
    await signIn(page);
    expect(await sessionToken()).not.toBe(first);
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

  test.describe("a flood of failed sign-ins", () => {
    // A server of its own: the flood closes sign-in for every stranger on it, for 15 minutes.
    const port = Number(process.env.E2E_PORT ?? 3100) + 120;
    const dataDir = path.resolve(`${process.env.E2E_DATA_DIR ?? "data/e2e"}-flood`);
    let server: ServerProcess | undefined;

    test.beforeEach(({}, testInfo) => {
      test.skip(testInfo.project.name !== "desktop", "the limits do not depend on the viewport");
    });
    test.afterEach(async () => {
      await server?.stop();
      server = undefined;
    });

    /** A browser of its own, on the flood's server, from `address`. */
    const browserAt = async (browser: Browser, address: string) => {
      const context = await browser.newContext({
        baseURL: server!.baseURL,
        extraHTTPHeaders: { "x-forwarded-for": address },
      });
      return { context, page: await context.newPage() };
    };
    const signInRefused = async (page: Page) => {
      await page.goto("/admin");
      await page.getByLabel("Secret key").fill(E2E_ADMIN_KEY);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(
        /^Too many attempts\. Try again in 1[45] minutes\.$/,
      );
    };

    test("cannot lock out a browser that signed in before; admin:unlock opens it for all", async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
      server = await startServer({
        port,
        dataDir,
        env: { ADMIN_SECRET_KEY: E2E_ADMIN_KEY, TRUST_PROXY: "127.0.0.1" },
      });

      // The operator signs in once, then out: the browser stays known.
      const operator = await browserAt(browser, "198.18.250.1");
      await signIn(operator.page);
      const known = (await operator.context.cookies()).find(
        ({ name }) => name === KNOWN_BROWSER_COOKIE,
      );
      expect(known).toMatchObject({ path: "/", httpOnly: true, secure: true, sameSite: "Strict" });
      expect(Math.abs((known?.expires ?? 0) - (Date.now() / 1000 + 400 * DAY_S))).toBeLessThan(600);
      await operator.page.getByRole("button", { name: "Sign out" }).click();
      await expect(operator.page.getByLabel("Secret key")).toBeVisible();

      // An attacker: one sign-in form post, captured, then replayed from 20 more addresses,
      // 5 times each, until the ceiling for all addresses together (100) is reached.
      const attacker = await browserAt(browser, "198.18.251.1");
      await attacker.page.goto("/admin");
      await attacker.page.getByLabel("Secret key").fill("not the key ".repeat(100));
      const [post] = await Promise.all([
        attacker.page.waitForRequest((req) => req.method() === "POST"),
        attacker.page.getByRole("button", { name: "Sign in" }).click(),
      ]);
      const headers = Object.fromEntries(
        Object.entries(await post.allHeaders()).filter(
          ([name]) => !["content-length", "cookie", "host"].includes(name) && !name.startsWith(":"),
        ),
      );
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, a) => {
          const texts: string[] = [];
          for (let i = 0; i < 5; i += 1) {
            const response = await request.post(post.url(), {
              headers: { ...headers, "x-forwarded-for": `198.18.252.${a + 1}` },
              data: post.postDataBuffer() ?? "",
            });
            expect(response.status()).toBe(200);
            texts.push(await response.text());
          }
          return texts;
        }),
      );
      const all = answers.flat();
      expect(all.filter((text) => text.includes("Invalid secret key!")).length).toBe(99);
      expect(all.filter((text) => text.includes("Too many attempts.")).length).toBe(1);

      // A browser that never signed in is refused, right key and fresh address notwithstanding.
      const stranger = await browserAt(browser, "198.18.253.1");
      await signInRefused(stranger.page);

      // The operator's browser gets in, from an address of its own as the flood goes on.
      await operator.context.setExtraHTTPHeaders({ "x-forwarded-for": "198.18.250.2" });
      await signIn(operator.page);

      // On the server, npm run admin:unlock lifts the limits for everyone.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--conditions=react-server", "--import", "tsx", "scripts/admin-unlock.ts"],
        { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" } },
      );
      expect(stdout).toContain("admin:unlock: sign-in is open again");
      await signIn(stranger.page);

      await operator.context.close();
      await attacker.context.close();
      await stranger.context.close();
    });
  });
});
