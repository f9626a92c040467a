import pg from "pg";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { createDatabase, postgresUrl } from "../support/postgres-server";
import { startTcpGate, type TcpGate } from "../support/tcp-gate";
import { fillInquiry, inquiryForm, sampleInquiry, waitLikeAPerson } from "./support/contact";
import { expect, test } from "./support/fixtures";
import { type ServerProcess, startServer } from "./support/server-process";

/*
 * The site when its database fails (issue 26, docs/decisions/0040), on PostgreSQL behind a
 * relay the test shuts (tests/support/tcp-gate.ts): a server started while the database refuses
 * connections serves every page that needs no database, the home and /work with the built-in
 * portfolio, says it is not ready, and recovers by itself when the database comes back (seeding
 * it then); a database lost while the site runs leaves warm pages served. Runs once, in desktop.
 */

const SERVER_PORT = Number(process.env.E2E_PORT ?? 3100) + 150;
const GATE_PORT = SERVER_PORT + 1;
/** A work of the built-in portfolio (src/content/works.ts). */
const BUILT_IN_WORK = "Saffron Thread: a textile house finds its mark";
const REFUSAL = "We could not save your message just now.";

test("starts without its database, serves what needs none, and recovers by itself", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one run is enough");
  test.setTimeout(180_000);
  const database = await createDatabase(postgresUrl());
  const target = new URL(database.url);
  const dataDir = path.resolve(`${process.env.E2E_DATA_DIR ?? "data/e2e"}-outage`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  let gate: TcpGate | undefined;
  let server: ServerProcess | undefined;
  const client = new pg.Client({ connectionString: database.url });
  // Not the checked `page` fixture: failed loads and the server's render error are the point.
  const context = await browser.newContext();
  await context.addInitScript(() => window.sessionStorage.setItem("splash-seen", "1"));
  const page = await context.newPage();
  try {
    gate = await startTcpGate(
      GATE_PORT,
      { host: target.hostname, port: Number(target.port) },
      { open: false },
    );
    server = await startServer({
      port: SERVER_PORT,
      dataDir,
      env: { DATABASE_URL: gate.through(database.url), OUTBOX_INTERVAL_SECONDS: "1" },
    });
    const base = server.baseURL;
    const status = async (pathname: string) => (await fetch(`${base}${pathname}`)).status;

    // --- Started during the outage: alive, not ready, and serving. ---
    expect(await status("/healthz")).toBe(200);
    const notReady = await fetch(`${base}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ status: "not ready" });
    for (const pathname of ["/about", "/services", "/BrandIdentity", "/privacy", "/contact"]) {
      expect(await status(pathname), pathname).toBe(200);
    }
    for (const pathname of ["/", "/work"]) {
      const response = await fetch(`${base}${pathname}`);
      expect(response.status, pathname).toBe(200);
      expect(await response.text(), pathname).toContain(BUILT_IN_WORK);
    }

    // The form refuses clearly and keeps what was written.
    await page.goto(`${base}/contact`);
    const inquiry = sampleInquiry("outage");
    await fillInquiry(page, inquiry);
    await waitLikeAPerson(page, { token: false });
    await inquiryForm(page).getByRole("button", { name: /send/i }).click();
    await expect(page.getByText(REFUSAL)).toBeVisible({ timeout: 15_000 });
    await expect(inquiryForm(page).getByLabel("Message")).toHaveValue(inquiry.message);

    // A page that cannot do without it fails in the site's design, with a way to try again.
    await page.goto(`${base}/thought-hub/AbsentPostIdentifier`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
    await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();

    // --- The database comes back: ready again without a restart, and seeded. ---
    await gate.open();
    await expect
      .poll(async () => status("/readyz"), { timeout: 30_000, intervals: [250] })
      .toBe(200);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post not found", {
      timeout: 15_000,
    });
    await client.connect();
    await expect
      .poll(
        async () => {
          // The pages rendered during the outage are kept for seconds; a visit renders again.
          await fetch(`${base}/work`).then((response) => response.arrayBuffer());
          const { rows } = await client.query<{ count: string }>("select count(*) from works");
          return Number(rows[0]?.count);
        },
        { timeout: 60_000, intervals: [1_000] },
      )
      .toBeGreaterThan(0);
    // Inquiries are stored again.
    await page.goto(`${base}/contact`);
    await fillInquiry(page, sampleInquiry("after"));
    await waitLikeAPerson(page);
    await inquiryForm(page).getByRole("button", { name: /send/i }).click();
    await expect(page.getByText(REFUSAL)).toBeHidden({ timeout: 15_000 });
    await expect
      .poll(async () => (await client.query("select id from inquiries")).rowCount, {
        timeout: 15_000,
      })
      .toBe(1);

    // --- Lost while running: warm pages stay, the instance says it is not ready. ---
    const warm = await (await fetch(`${base}/about`)).text();
    await gate.close();
    await expect
      .poll(async () => status("/readyz"), { timeout: 15_000, intervals: [250] })
      .toBe(503);
    const during = await fetch(`${base}/about`);
    expect(during.status).toBe(200);
    expect((await during.text()).length).toBeGreaterThan(warm.length / 2);
    expect(await status("/work")).toBe(200);
    await gate.open();
    await expect
      .poll(async () => status("/readyz"), { timeout: 30_000, intervals: [250] })
      .toBe(200);
  } finally {
    await context.close();
    await server?.stop();
    await gate?.stop();
    await client.end().catch(() => undefined);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
