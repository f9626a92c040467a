import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createEmailSender } from "@/server/inquiries/channels/email";
import { createForwardSender } from "@/server/inquiries/channels/forward";
import { getInquiry, storeInquiry } from "@/server/inquiries/inquiries";
import { drainOutbox } from "@/server/inquiries/outbox";
import { OUTBOX_LEASE_MS } from "@/server/inquiries/outbox-policy";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/databases";
import { type FormSink, startFormSink } from "../support/form-sink";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";

/*
 * A worker killed between a forward and its mark (docs/decisions/0007): another process drains
 * the outbox through the real senders to real receivers on loopback, and is SIGKILLed while a
 * receiver holds its answer. The job stays claimed and unmarked; after the lease another worker
 * sends it again, with the same Idempotency-Key (form forwarder) and Message-ID (email), so a
 * receiver can drop the repeat. A job whose own send was answered is marked at once, not with
 * its batch, so it is not sent again.
 */

const SMTP_PORT = 3384;
const FORM_PORT = 3385;

const waitUntil = async (check: () => boolean | Promise<boolean>, what: string) => {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(testDatabaseKinds)("an outbox worker killed mid-delivery on %s", (kind) => {
  let database: TestDatabase;
  let smtp: SmtpSink;
  let forms: FormSink;
  const children: ChildProcess[] = [];
  let submissions = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());
  afterEach(async () => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
    smtp.release();
    forms.release();
    await smtp.close();
    await forms.close();
  });

  async function setUp() {
    smtp = await startSmtpSink(SMTP_PORT);
    forms = await startFormSink(FORM_PORT);
    submissions += 1;
    const { id } = await storeInquiry(
      database.db,
      {
        submissionId: `crash-${kind}-${submissions}`,
        name: "Asha Mehta",
        email: "asha@example.com",
        company: null,
        project: "strategy",
        message: "Sent while the worker dies.",
        clientHash: null,
        userAgent: null,
        referrer: null,
      },
      { channels: ["email", "forward"] },
    );
    return id;
  }

  /** Another process draining the outbox; resolves with a way to kill it. */
  function startDrainer(workerId: string) {
    const child = spawn(
      process.execPath,
      [
        "--conditions=react-server",
        "--import",
        "tsx",
        path.resolve("tests/support/outbox-drain-child.ts"),
        JSON.stringify({
          database: database.config,
          smtpPort: SMTP_PORT,
          formUrl: forms.url,
          workerId,
        }),
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    children.push(child);
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    return {
      kill: async () => {
        child.kill("SIGKILL");
        await exited;
      },
    };
  }

  const deliveries = async (inquiryId: string) =>
    Object.fromEntries(
      ((await getInquiry(database.db, inquiryId))?.deliveries ?? []).map((delivery) => [
        delivery.channel,
        delivery,
      ]),
    );

  /** A second worker, in this process, after the dead one's lease has ended. */
  const drainAfterLease = () => {
    const senders = [
      createEmailSender({
        smtp: { url: `smtp://127.0.0.1:${SMTP_PORT}` },
        to: "studio@example.com",
        from: "website@example.com",
        siteName: "Kursi",
      }),
      createForwardSender({
        url: forms.url,
        formUrl: "https://kursi.example.com/contact",
        userAgent: "Kursi-website (test)",
      }),
    ];
    const later = new Date(Date.now() + OUTBOX_LEASE_MS + 1_000);
    return drainOutbox(database.db, {
      senders,
      workerId: "successor",
      retryBaseMs: 30_000,
      clock: () => later,
    }).finally(() => {
      for (const sender of senders) sender.close?.();
    });
  };

  it("sends a job again after the lease with the same Idempotency-Key and Message-ID", async () => {
    const inquiryId = await setUp();
    smtp.hold();
    forms.hold();
    const drainer = startDrainer("doomed");
    await waitUntil(() => smtp.mails.length === 1 && forms.posts.length === 1, "both sends");
    await drainer.kill();

    // Claimed by the dead worker, sent, never marked.
    const orphaned = await deliveries(inquiryId);
    expect(orphaned.email).toMatchObject({ status: "pending", attempts: 1 });
    expect(orphaned.forward).toMatchObject({ status: "pending", attempts: 1 });

    smtp.release();
    forms.release();
    expect(await drainAfterLease()).toEqual({ delivered: 2, retrying: 0, failed: 0 });

    // Each receiver got the inquiry twice (at least once), both times under one key.
    expect(forms.posts).toHaveLength(2);
    const keys = forms.posts.map((post) => post.headers["idempotency-key"]);
    expect(keys[0]).toBe(orphaned.forward?.id);
    expect(keys[1]).toBe(keys[0]);
    expect(smtp.mails).toHaveLength(2);
    const messageIds = smtp.mails.map((mail) => mail.headers.get("message-id"));
    expect(messageIds[0]).toBe(`<inquiry.${inquiryId}@example.com>`);
    expect(messageIds[1]).toBe(messageIds[0]);

    const done = await deliveries(inquiryId);
    expect(done.email).toMatchObject({ status: "delivered", attempts: 2 });
    expect(done.forward).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("marks a job delivered as soon as its own send is answered, not with its batch", async () => {
    const inquiryId = await setUp();
    // The mail is answered; the form post of the same batch is held.
    forms.hold();
    const drainer = startDrainer("doomed");
    await waitUntil(() => smtp.mails.length === 1 && forms.posts.length === 1, "both sends");
    await waitUntil(
      async () => (await deliveries(inquiryId)).email?.status === "delivered",
      "the mail marked delivered while the form post is held",
    );
    await drainer.kill();

    forms.release();
    expect(await drainAfterLease()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    // Only the job caught between its send and its mark went again.
    expect(smtp.mails).toHaveLength(1);
    expect(forms.posts).toHaveLength(2);
    const done = await deliveries(inquiryId);
    expect(done.email).toMatchObject({ status: "delivered", attempts: 1 });
    expect(done.forward).toMatchObject({ status: "delivered", attempts: 2 });
  });
});
