import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { createSenders } from "./inquiry-channels";
import { drainOutbox } from "./outbox";

/** What every worker id of this process starts with: which machine, which process. */
export function processWorkerPrefix(): string {
  return `${hostname()}:${process.pid}:`;
}

/** Names this process in claimed jobs: which machine, which process, which drain. */
function newWorkerId(): string {
  return `${processWorkerPrefix()}${randomBytes(4).toString("hex")}`;
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
