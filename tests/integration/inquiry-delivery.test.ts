import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { InquirySender } from "@/server/inquiries/channels/channel";
import { createEmailSender } from "@/server/inquiries/channels/email";
import { createForwardSender } from "@/server/inquiries/channels/forward";
import { getInquiry, type NewInquiry, storeInquiry } from "@/server/inquiries/inquiries";
import { drainOutbox } from "@/server/inquiries/outbox";
import { createTestDatabase, type TestDatabase, truncateAll } from "../support/databases";
import { type FormSink, startFormSink } from "../support/form-sink";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";

/** The spec's subject of the inquiry mail and the forwarder's _subject field. */
const INQUIRY_SUBJECT = "New Project Inquiry!";

/*
 * The outbox against real servers on loopback: an SMTP server (smtp-server) receiving what
 * nodemailer sends, and an HTTP endpoint receiving the form-forwarding posts.
 */

const SMTP_PORT = 3381;
const FORM_PORT = 3382;
const RETRY_BASE_MS = 30_000;

let submissions = 0;
function inquiry(overrides: Partial<NewInquiry> = {}): NewInquiry {
  submissions++;
  return {
    submissionId: `delivery-${submissions}`,
    name: "Asha <Mehta>",
    email: "asha@example.com",
    company: "Mehta & Sons",
    project: "brand-identity",
    message: "Line one\nLine two with <b>tags</b>",
    clientHash: null,
    userAgent: null,
    referrer: "https://www.example.org/post",
    ...overrides,
  };
}

const emailSender = () =>
  createEmailSender({
    smtp: { url: `smtp://127.0.0.1:${SMTP_PORT}` },
    to: "studio@example.com",
    from: "website@example.com",
    siteName: "Kursi",
  });

const forwardSender = (url: string) =>
  createForwardSender({
    url,
    formUrl: "https://kursi.example.com/contact",
    userAgent: "Kursi-website (test)",
  });

describe("inquiry delivery", () => {
  let database: TestDatabase;
  let smtp: SmtpSink | undefined;
  let forms: FormSink | undefined;
  const senders: InquirySender[] = [];

  const drain = (options: { senders: InquirySender[]; now?: Date; workerId?: string }) =>
    drainOutbox(database.db, {
      senders: options.senders,
      workerId: options.workerId ?? "test-worker",
      retryBaseMs: RETRY_BASE_MS,
      ...(options.now ? { clock: () => options.now! } : {}),
    });

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterAll(() => database.destroy());
  beforeEach(() => truncateAll(database.db));
  afterEach(async () => {
    for (const sender of senders.splice(0)) sender.close?.();
    await smtp?.close();
    await forms?.close();
    smtp = undefined;
    forms = undefined;
  });

  it("mails the agency: the subject, the fields as a table and as text, Reply-To the visitor", async () => {
    smtp = await startSmtpSink(SMTP_PORT);
    const sender = emailSender();
    senders.push(sender);
    const { id } = await storeInquiry(database.db, inquiry(), { channels: ["email"] });

    expect(await drain({ senders: [sender] })).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    const [mail] = await smtp.waitForMails(1);
    expect(mail?.to).toEqual(["studio@example.com"]);
    expect(mail?.from).toBe("website@example.com");
    expect(mail?.headers.get("subject")).toBe(INQUIRY_SUBJECT);
    expect(mail?.headers.get("reply-to")).toMatch(/<asha@example\.com>$/);
    expect(mail?.headers.get("x-inquiry-id")).toBe(id);
    // The fields as an HTML table, every value escaped.
    expect(mail?.html).toContain("<table");
    for (const [label, value] of [
      ["Name", "Asha &lt;Mehta&gt;"],
      ["Email", "asha@example.com"],
      ["Company", "Mehta &amp; Sons"],
      ["Project type", "Brand Identity"],
      ["Message", "Line one<br>Line two with &lt;b&gt;tags&lt;/b&gt;"],
      ["Came from", "https://www.example.org/post"],
    ]) {
      expect(mail?.html).toMatch(new RegExp(`>${label}</th><td[^>]*>${escapeRegExp(value!)}</td>`));
    }
    expect(mail?.html).not.toContain("<b>tags");
    // The same as plain text for clients that show no HTML.
    expect(mail?.text).toContain("Name: Asha <Mehta>");
    expect(mail?.text).toContain("Message:\nLine one\nLine two with <b>tags</b>");
    expect((await getInquiry(database.db, id))?.deliveries[0]?.status).toBe("delivered");
  });

  it("keeps the job waiting while the SMTP server is down, and delivers it once it is back", async () => {
    const sender = emailSender();
    senders.push(sender);
    const { id } = await storeInquiry(database.db, inquiry(), { channels: ["email"] });
    const start = new Date();

    expect(await drain({ senders: [sender], now: start })).toEqual({
      delivered: 0,
      retrying: 1,
      failed: 0,
    });
    const [waiting] = (await getInquiry(database.db, id))!.deliveries;
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED/);
    const retryAt = new Date(waiting!.nextAttemptAt);
    expect(retryAt.getTime()).toBeGreaterThan(start.getTime());

    // Back-off: nothing is tried again before the retry time, even with the server back.
    smtp = await startSmtpSink(SMTP_PORT);
    expect(await drain({ senders: [sender], now: start })).toEqual({
      delivered: 0,
      retrying: 0,
      failed: 0,
    });
    expect(smtp.mails).toHaveLength(0);

    expect(await drain({ senders: [sender], now: retryAt })).toEqual({
      delivered: 1,
      retrying: 0,
      failed: 0,
    });
    await smtp.waitForMails(1);
    const [delivered] = (await getInquiry(database.db, id))!.deliveries;
    expect(delivered).toMatchObject({ status: "delivered", attempts: 2, lastError: null });

    // Delivered means done: later drains send nothing more.
    await drain({ senders: [sender], now: new Date(retryAt.getTime() + 3_600_000) });
    expect(smtp.mails).toHaveLength(1);
  });

  it("posts the fields and the spec's hidden fields to the form forwarder", async () => {
    forms = await startFormSink(FORM_PORT);
    await storeInquiry(database.db, inquiry({ company: null, project: null }), {
      channels: ["forward"],
    });

    expect(await drain({ senders: [forwardSender(forms.url)] })).toMatchObject({ delivered: 1 });
    const [post] = await forms.waitForPosts(1);
    expect(post?.method).toBe("POST");
    expect(post?.url).toBe("/forms/hello@example.com");
    expect(post?.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(post!.fields)).toEqual({
      name: "Asha <Mehta>",
      email: "asha@example.com",
      company: "",
      project: "",
      message: "Line one\nLine two with <b>tags</b>",
      _captcha: "false",
      _subject: INQUIRY_SUBJECT,
      _template: "table",
      _from: "https://kursi.example.com/contact",
    });
  });

  it("takes a redirect to the forwarder's thank-you page as accepted, without following it", async () => {
    forms = await startFormSink(FORM_PORT);
    forms.respondWith(302);
    await storeInquiry(database.db, inquiry(), { channels: ["forward"] });
    expect(await drain({ senders: [forwardSender(forms.url)] })).toMatchObject({ delivered: 1 });
    expect(forms.posts).toHaveLength(1);
  });

  it("retries when the forwarder answers with an error, keeping the status as the last error", async () => {
    forms = await startFormSink(FORM_PORT);
    forms.respondWith(503);
    const sender = forwardSender(forms.url);
    const { id } = await storeInquiry(database.db, inquiry(), { channels: ["forward"] });
    const start = new Date();

    expect(await drain({ senders: [sender], now: start })).toMatchObject({ retrying: 1 });
    const [waiting] = (await getInquiry(database.db, id))!.deliveries;
    expect(waiting?.lastError).toBe(`127.0.0.1:${FORM_PORT} answered 503 Service Unavailable`);

    forms.respondWith(200);
    expect(await drain({ senders: [sender], now: new Date(waiting!.nextAttemptAt) })).toMatchObject(
      { delivered: 1 },
    );
    expect(forms.posts).toHaveLength(1);
  });

  it("delivers each inquiry once through every channel when two workers drain together", async () => {
    smtp = await startSmtpSink(SMTP_PORT);
    forms = await startFormSink(FORM_PORT);
    const ids = new Set<string>();
    for (let n = 0; n < 12; n++) {
      ids.add((await storeInquiry(database.db, inquiry(), { channels: ["email", "forward"] })).id);
    }
    const other = database.connectAgain();
    const workerSenders = [emailSender(), forwardSender(forms.url)];
    const otherSenders = [emailSender(), forwardSender(forms.url)];
    senders.push(...workerSenders, ...otherSenders);

    const reports = await Promise.all([
      drain({ senders: workerSenders, workerId: "a" }),
      drainOutbox(other, {
        senders: otherSenders,
        workerId: "b",
        retryBaseMs: RETRY_BASE_MS,
      }),
    ]);
    expect(reports[0].delivered + reports[1].delivered, JSON.stringify(reports)).toBe(24);
    const mails = await smtp.waitForMails(12);
    const mailed = mails.map((mail) => mail.headers.get("x-inquiry-id"));
    expect(new Set(mailed)).toEqual(ids);
    expect(mailed).toHaveLength(12);
    expect(forms.posts).toHaveLength(12);
  });
});

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
