import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "@/server/env-schema";
import type { InquirySender } from "@/server/inquiries/channels/channel";
import type { InquiryForDelivery } from "@/server/inquiries/channels/inquiry-message";
import { createSenders } from "@/server/inquiries/inquiry-channels";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";

/*
 * The email channel against a real SMTP server on loopback that offers no STARTTLS, as a
 * server would look once someone on the path strips the offer. A non-loopback host must be
 * refused. "0.0.0.0" is not a loopback address, yet connecting to it reaches this machine
 * (Linux and macOS), so it stands for a remote host name without touching DNS.
 */

const SMTP_PORT = 3383;
const NOT_LOOPBACK = "0.0.0.0";

/** The outbox job being delivered (the channels send its id, or a key from the inquiry). */
const attempt = { deliveryId: "tls-delivery-1" };

const inquiry: InquiryForDelivery = {
  id: "tls-1",
  name: "Asha Mehta",
  email: "asha@example.com",
  company: null,
  project: null,
  message: "Hello",
  referrer: null,
  createdAt: "2025-05-01T09:30:00.000Z",
};

function emailSender(variables: Record<string, string>): InquirySender {
  const env = parseEnv({ NODE_ENV: "test", INQUIRY_TO: "studio@example.com", ...variables });
  const [sender] = createSenders(env);
  if (sender?.channel !== "email") throw new Error("the email channel is not configured");
  return sender;
}

describe("SMTP without TLS from the first byte", () => {
  let smtp: SmtpSink;
  const senders: InquirySender[] = [];
  beforeEach(async () => {
    smtp = await startSmtpSink(SMTP_PORT);
  });
  afterEach(async () => {
    for (const sender of senders.splice(0)) sender.close?.();
    await smtp.close();
  });
  const sender = (variables: Record<string, string>) => {
    const created = emailSender(variables);
    senders.push(created);
    return created;
  };

  it("refuses a server that is not on this machine and does not offer STARTTLS", async () => {
    const byHost = sender({ SMTP_HOST: NOT_LOOPBACK, SMTP_PORT: String(SMTP_PORT) });
    await expect(byHost.deliver(inquiry, attempt)).rejects.toThrow(/STARTTLS/i);
    const byUrl = sender({ SMTP_URL: `smtp://user:secret@${NOT_LOOPBACK}:${SMTP_PORT}` });
    await expect(byUrl.deliver(inquiry, attempt)).rejects.toThrow(/STARTTLS/i);
    expect(smtp.mails).toHaveLength(0);
  });

  it("sends in plain text to a loopback host", async () => {
    for (const host of ["127.0.0.1", "localhost"]) {
      await sender({ SMTP_HOST: host, SMTP_PORT: String(SMTP_PORT) }).deliver(inquiry, attempt);
    }
    await sender({ SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` }).deliver(inquiry, attempt);
    expect(smtp.mails).toHaveLength(3);
  });

  it("sends in plain text to any host when the operator opts out with SMTP_ALLOW_PLAINTEXT", async () => {
    await sender({
      SMTP_HOST: NOT_LOOPBACK,
      SMTP_PORT: String(SMTP_PORT),
      SMTP_ALLOW_PLAINTEXT: "true",
    }).deliver(inquiry, attempt);
    expect(smtp.mails).toHaveLength(1);
  });
});
