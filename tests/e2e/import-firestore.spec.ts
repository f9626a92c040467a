import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { type ServerProcess, startServer } from "./support/server-process";

/*
 * Moving in from the original site (docs/decisions/0019): a Firestore export imported with
 * `npm run import:firestore` into a fresh data directory, then a production server on it. The
 * original /thought-hub/{id} addresses answer with the posts, and their uploaded images load.
 */

// Follows E2E_PORT (default 3100), so parallel checkouts do not collide.
const PORT = Number(process.env.E2E_IMPORT_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 97);
const dataDir = path.resolve(`${process.env.E2E_DATA_DIR ?? "data/e2e"}-import`);
const FIXTURE = "tests/fixtures/firestore/firestore-export-import.json";

test.describe.serial("posts moved in from Firestore", () => {
  let server: ServerProcess | undefined;

  test.beforeAll(async ({}, testInfo) => {
    test.skip(
      testInfo.project.name !== "desktop",
      "one server on one port: runs in the desktop project",
    );
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    try {
      execFileSync(
        process.execPath,
        ["--conditions=react-server", "--import", "tsx", "scripts/import-firestore.ts", FIXTURE],
        { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, stdio: "pipe" },
      );
    } catch (error) {
      // The fixture holds a broken document (no title): the import reports it and exits 1.
      expect((error as { status: number }).status).toBe(1);
    }
    server = await startServer({ port: PORT, dataDir, env: { SEED_SAMPLE_CONTENT: "false" } });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("an old post address answers with the post and its uploaded images", async ({ page }) => {
    const response = await page.goto(`${server!.baseURL}/thought-hub/Kq3vXb9TzR1mN4pL8wYa`);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "Why the empty chair matters" }),
    ).toBeVisible();
    await expect(page.getByText("Before design comes")).toBeVisible();
    const chair = page.getByRole("img", { name: "Chair" });
    await expect(chair).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}\.webp$/);
    await chair.scrollIntoViewIfNeeded();
    await expect.poll(() => chair.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(10);
  });

  test("every imported post is listed and answers; a document that failed does not", async ({
    request,
  }) => {
    const list = await (await request.get(`${server!.baseURL}/thought-hub`)).text();
    expect(list).toContain("Why the empty chair matters");
    expect(list).toContain("Colour in motion");
    expect(
      (await request.get(`${server!.baseURL}/thought-hub/Bm7cDe2FgH5jK8nP0qRs`)).status(),
    ).toBe(200);
    expect(
      (await request.get(`${server!.baseURL}/thought-hub/Zz9yXx8wVv7uTt6sRr5q`)).status(),
    ).toBe(404);
  });
});
