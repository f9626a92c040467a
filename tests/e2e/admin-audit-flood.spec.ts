import { request } from "node:http";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { E2E_ADMIN_KEY } from "./support/admin-server";
import type { TestInfo } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { type ServerProcess, startServer } from "./support/server-process";

/*
 * A flood of sign-in attempts against the production server cannot flood the audit log
 * (docs/decisions/0025): past the limit, each address's refusals in one window are one entry
 * with a count. The form is posted as a browser without JavaScript posts it, from addresses
 * the server believes (X-Forwarded-For from its trusted proxy, 127.0.0.1), on a server of its
 * own so no other spec's limit is touched.
 */

const PORT = Number(process.env.E2E_FLOOD_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 81);
const dataDir = path.resolve(`${process.env.E2E_DATA_DIR ?? "data/e2e"}-flood`);
/** Requests in flight at once (a browser-less attacker would send more; the count is the point). */
const CONCURRENCY = 8;

type Answer = "invalid" | "limited";

function send(
  method: "GET" | "POST",
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port: PORT, path: "/admin", method, headers },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve(text));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The sign-in form's hidden fields (the action's reference and state), as the page gives them. */
async function signInFields(): Promise<[string, string][]> {
  const html = await send("GET");
  const form = /<form[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
  const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  return [...form.matchAll(/<input type="hidden" name="([^"]*)"(?: value="([^"]*)")?/g)].map(
    (match) => [decode(match[1] ?? ""), decode(match[2] ?? "")],
  );
}

async function attemptSignIn(fields: [string, string][], from: string): Promise<Answer> {
  const boundary = `----kursi${Math.random().toString(16).slice(2)}`;
  const parts = [...fields, ["key", "a wrong key, long enough"]].map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.from(`${parts.join("")}--${boundary}--\r\n`);
  const html = await send(
    "POST",
    {
      "x-forwarded-for": from,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(body.length),
      origin: `http://localhost:${PORT}`,
      host: `localhost:${PORT}`,
    },
    body,
  );
  if (html.includes("Invalid secret key!")) return "invalid";
  if (html.includes("Too many attempts.")) return "limited";
  throw new Error(`unexpected answer: ${html.slice(0, 300)}`);
}

/** Sends `total` attempts spread over `addresses`, CONCURRENCY at a time; counts the answers. */
async function flood(addresses: string[], total: number) {
  const fields = await signInFields();
  const counts: Record<Answer, number> = { invalid: 0, limited: 0 };
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let n = next++; n < total; n = next++) {
        counts[await attemptSignIn(fields, addresses[n % addresses.length]!)]++;
      }
    }),
  );
  return { ...counts, seconds: (Date.now() - started) / 1000 };
}

/** The figures, on the test's report and in the run's output. */
function report(testInfo: TestInfo, description: string) {
  testInfo.annotations.push({ type: "figures", description });
  console.log(`figures: ${description}`);
}

test.describe.serial("a flood of sign-in attempts", () => {
  let server: ServerProcess | undefined;
  let database: Database.Database | undefined;

  /** The audit rows the server wrote for the addresses (what a flood would have multiplied). */
  const auditRows = (addresses: string[]) =>
    database!
      .prepare(
        `select kind, client_address as address, occurrences from audit_log
         where client_address in (${addresses.map(() => "?").join(", ")})
         order by client_address, kind`,
      )
      .all(...addresses) as { kind: string; address: string; occurrences: number }[];

  test.beforeAll(async ({}, testInfo) => {
    test.skip(
      testInfo.project.name !== "desktop",
      "one server on one port: runs in the desktop project",
    );
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    server = await startServer({
      port: PORT,
      dataDir,
      env: { ADMIN_SECRET_KEY: E2E_ADMIN_KEY, TRUST_PROXY: "127.0.0.1" },
    });
    database = new Database(path.join(dataDir, "site.db"), { readonly: true });
  });

  test.afterAll(async () => {
    database?.close();
    await server?.stop();
  });

  test("1,000 attempts from one address write six audit rows: five failures and one count", async ({}, testInfo) => {
    test.setTimeout(240_000);
    const address = "198.18.81.1";
    const result = await flood([address], 1000);
    expect(result).toMatchObject({ invalid: 5, limited: 995 });
    const rows = auditRows([address]);
    expect(rows).toEqual([
      ...Array.from({ length: 5 }, () => ({ kind: "sign-in.failed", address, occurrences: 1 })),
      { kind: "sign-in.limited", address, occurrences: 995 },
    ]);
    report(
      testInfo,
      `one address: 1000 attempts in ${result.seconds.toFixed(1)} s, ${rows.length} audit rows`,
    );
  });

  test("1,000 attempts from five addresses write five rows each, and the screen shows the counts", async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const addresses = [2, 3, 4, 5, 6].map((n) => `198.18.81.${n}`);
    const result = await flood(addresses, 1000);
    expect(result).toMatchObject({ invalid: 25, limited: 975 });
    const rows = auditRows(addresses);
    expect(rows).toHaveLength(30);
    for (const address of addresses) {
      expect(rows.filter((row) => row.address === address)).toEqual([
        ...Array.from({ length: 5 }, () => ({ kind: "sign-in.failed", address, occurrences: 1 })),
        { kind: "sign-in.limited", address, occurrences: 195 },
      ]);
    }
    report(
      testInfo,
      `five addresses: 1000 attempts in ${result.seconds.toFixed(1)} s, ${rows.length} audit rows`,
    );

    await page.setExtraHTTPHeaders({ "x-forwarded-for": "198.18.81.200" });
    await page.goto(`${server!.baseURL}/admin/audit?kind=sign-in.limited`);
    await page.getByLabel("Secret key").fill(E2E_ADMIN_KEY);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await page.goto(`${server!.baseURL}/admin/audit?kind=sign-in.limited`);
    const entries = page.getByRole("list", { name: "Audit entries" }).getByRole("listitem");
    await expect(entries).toHaveCount(6);
    await expect(entries.filter({ hasText: "198.18.81.1" })).toContainText(
      "995 times, the last at",
    );
    await expect(entries.filter({ hasText: "198.18.81.6" })).toContainText(
      "195 times, the last at",
    );
    await page.screenshot({ path: testInfo.outputPath("audit-flood-1440.png"), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: testInfo.outputPath("audit-flood-375.png"), fullPage: true });
  });
});
