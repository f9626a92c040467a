import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { callAction, fetchFormToken, readContactForm } from "../support/contact-form";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { expect, test } from "./support/fixtures";

/** The form's minimum fill time (3 s) and the spec's mail subject. */
const CONTACT_MIN_FILL_SECONDS = 3;
const INQUIRY_SUBJECT = "New Project Inquiry!";

/*
 * An inquiry acknowledged to a visitor is never lost (READING.md point 17): the real production
 * server is killed with SIGKILL right after it answered success, while the mail server is still
 * down; after a restart the inquiry is in the database and is delivered once the mail server
 * is up. Runs its own server (not the shared e2e one), once, in the desktop project.
 */

// Follow E2E_PORT (default 3100), so parallel checkouts do not collide.
const SERVER_PORT = Number(process.env.E2E_PORT ?? 3100) + 286;
const SMTP_PORT = SERVER_PORT + 1;
const baseUrl = `http://127.0.0.1:${SERVER_PORT}`;
const dataDir = path.resolve("data/e2e-8-durability");

function startServer(): ChildProcess {
  return spawn(process.execPath, ["dist/server.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(SERVER_PORT),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: baseUrl,
      LOG_LEVEL: "error",
      SEED_SAMPLE_CONTENT: "false",
      TRUST_PROXY: "0",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      INQUIRY_TO: "studio@example.com",
      FORM_FORWARD_URL: "",
      // Retries a second after a failed attempt, so the test need not wait half a minute.
      OUTBOX_RETRY_BASE_SECONDS: "1",
    },
  });
}

async function waitUntilUp(child: ChildProcess) {
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
        return fetch(`${baseUrl}/robots.txt`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 60_000 },
    )
    .toBe(200);
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

/** What the server stored, read straight from its SQLite file. */
function readDeliveries() {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  try {
    return db
      .prepare(
        "SELECT inquiries.id, inquiries.email, inquiry_deliveries.status FROM inquiries JOIN inquiry_deliveries ON inquiry_deliveries.inquiry_id = inquiries.id",
      )
      .all() as { id: string; email: string; status: string }[];
  } finally {
    db.close();
  }
}

test("an inquiry acknowledged right before a SIGKILL is still stored, and delivered after restart", async () => {
  test.setTimeout(180_000);
  rmSync(dataDir, { recursive: true, force: true });
  let server: ChildProcess | undefined;
  let smtp: SmtpSink | undefined;
  try {
    server = startServer();
    await waitUntilUp(server);
    const template = await readContactForm(baseUrl);
    const token = await fetchFormToken(baseUrl);
    await new Promise((resolve) => setTimeout(resolve, CONTACT_MIN_FILL_SECONDS * 1000 + 250));

    const response = await callAction(baseUrl, template, {
      name: "Asha Mehta",
      email: "asha.durable@example.com",
      company: "",
      project: "strategy",
      message: "Please do not lose this one.",
      website: "",
      token,
    });
    const body = await response.text();
    // The moment the visitor has been told "sent": no graceful shutdown, no flush.
    await stop(server, "SIGKILL");
    expect(body).toContain('"status":"success"');

    const afterCrash = readDeliveries();
    expect(afterCrash).toEqual([
      { id: expect.any(String), email: "asha.durable@example.com", status: "pending" },
    ]);

    smtp = await startSmtpSink(SMTP_PORT);
    server = startServer();
    await waitUntilUp(server);
    const [mail] = await Promise.race([
      smtp.waitForMails(1),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error("no mail after restart")), 150_000),
      ),
    ]);
    expect(mail?.headers.get("subject")).toBe(INQUIRY_SUBJECT);
    expect(mail?.headers.get("reply-to")).toMatch(/<asha\.durable@example\.com>$/);
    expect(mail?.headers.get("x-inquiry-id")).toBe(afterCrash[0]?.id);
    await expect.poll(() => readDeliveries()[0]?.status).toBe("delivered");
    expect(smtp.mails).toHaveLength(1);
  } finally {
    if (server) await stop(server, "SIGTERM");
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
