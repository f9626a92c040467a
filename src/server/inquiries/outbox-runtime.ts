import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { channelWarnings, configuredChannels, createSenders } from "./inquiry-channels";
import { drainOutbox } from "./outbox";
import { createOutboxWorker, getOutboxWorker, registerOutboxWorker } from "./outbox-worker";
import { purgeExpired } from "./retention";

const RETENTION_SWEEP_MS = 24 * 60 * 60 * 1000;

/** Names this process in claimed jobs: which machine, which process, which start. */
function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
}

/** Drains the outbox once through the configured channels (npm run outbox, and the worker). */
export async function drainConfiguredOutbox(workerId: string = newWorkerId()) {
  const senders = createSenders(env);
  try {
    return await drainOutbox(await getDb(), {
      senders,
      workerId,
      retryBaseMs: env.OUTBOX_RETRY_BASE_SECONDS * 1000,
      onFailure: ({ job, error, outcome }) =>
        log.warn(
          {
            deliveryId: job.id,
            inquiryId: job.inquiryId,
            channel: job.channel,
            attempts: job.attempts,
            outcome,
            error,
          },
          "inquiry delivery failed",
        ),
    });
  } finally {
    for (const sender of senders) sender.close?.();
  }
}

function startRetentionSweep() {
  const sweep = async () => {
    try {
      const purged = await purgeExpired(await getDb(), {
        retentionDays: env.INQUIRY_RETENTION_DAYS,
        rateWindowMs: env.CONTACT_RATE_WINDOW_MINUTES * 60_000,
      });
      if (purged.inquiries > 0) log.info(purged, "expired inquiries deleted");
    } catch (error) {
      log.error({ err: error }, "could not delete expired inquiries");
    }
  };
  void sweep();
  setInterval(sweep, RETENTION_SWEEP_MS).unref();
}

/**
 * Start-up of the inquiry side of a server process: says in the log where inquiries go, starts
 * the outbox worker (unless OUTBOX_WORKER=false) and the daily retention sweep.
 */
export function startInquiryServices(): void {
  if (getOutboxWorker()) return;
  for (const warning of channelWarnings(env)) log.warn(warning);
  startRetentionSweep();
  const channels = configuredChannels(env);
  if (channels.length === 0) {
    log.info(
      "inquiries: no delivery channel configured (SMTP_URL or SMTP_HOST, FORM_FORWARD_URL); inquiries are stored only and shown in the admin inbox",
    );
    return;
  }
  log.info(
    { channels: createSenders(env).map((sender) => sender.describe) },
    "inquiries: stored, then delivered through the outbox",
  );
  if (!env.OUTBOX_WORKER) {
    log.info("inquiries: outbox worker off (OUTBOX_WORKER=false); deliver with `npm run outbox`");
    return;
  }
  const workerId = newWorkerId();
  registerOutboxWorker(
    createOutboxWorker({
      intervalMs: env.OUTBOX_INTERVAL_SECONDS * 1000,
      drain: async () => {
        const report = await drainConfiguredOutbox(workerId);
        if (report.delivered + report.retrying + report.failed > 0)
          log.info(report, "outbox drained");
        return report;
      },
      onError: (error) =>
        log.error({ err: error }, "outbox drain failed; retrying on the next round"),
    }),
  );
}
