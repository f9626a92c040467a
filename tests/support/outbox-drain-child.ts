// Drains the outbox once, as a server's worker would, through real senders: email to the SMTP
// server on `smtpPort` and the form forwarder at `formUrl`, both on loopback. The test kills it
// with SIGKILL while a receiver holds its answer, to leave a job claimed, sent and not marked
// (tests/integration/outbox-crash.test.ts). Run with --conditions=react-server.
import { createDb, type DatabaseConfig, dialectFor } from "@/server/db/connect";
import { createEmailSender } from "@/server/inquiries/channels/email";
import { createForwardSender } from "@/server/inquiries/channels/forward";
import { drainOutbox } from "@/server/inquiries/outbox";

type Options = { database: DatabaseConfig; smtpPort: number; formUrl: string; workerId: string };

const options = JSON.parse(process.argv[2] ?? "null") as Options | null;
if (!options) throw new Error("usage: outbox-drain-child <options json>");
const db = createDb(dialectFor(options.database));
const senders = [
  createEmailSender({
    smtp: { url: `smtp://127.0.0.1:${options.smtpPort}` },
    to: "studio@example.com",
    from: "website@example.com",
    siteName: "Kursi",
  }),
  createForwardSender({
    url: options.formUrl,
    formUrl: "https://kursi.example.com/contact",
    userAgent: "Kursi-website (test)",
  }),
];
try {
  const report = await drainOutbox(db, {
    senders,
    workerId: options.workerId,
    retryBaseMs: 30_000,
  });
  process.stdout.write(`${JSON.stringify(report)}\n`);
} finally {
  for (const sender of senders) sender.close?.();
  await db.destroy();
}
