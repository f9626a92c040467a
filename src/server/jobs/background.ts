import "server-only";
import { BACKUP_CHECK_MINUTES, runDailyBackup } from "@/server/backup/daily-backup";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import {
  channelWarnings,
  configuredChannels,
  createSenders,
} from "@/server/inquiries/inquiry-channels";
import { releaseClaims } from "@/server/inquiries/outbox";
import { drainConfiguredOutbox, processWorkerPrefix } from "@/server/inquiries/outbox-drain";
import { createOutboxWorker } from "@/server/inquiries/outbox-worker";
import { purgeExpired } from "@/server/inquiries/retention";
import { log } from "@/server/log";
import { getMediaStorage } from "@/server/storage/storage";
import { publishDue, purgeAuditLog } from "./run-jobs";

/*
 * The one place for a server's background work (docs/decisions/0032): the outbox, scheduled
 * posts, the retention sweeps and the daily backup. Started once per process by what runs it:
 * the production server (src/server/http/main.ts), `npm run worker` (a process of its own, as
 * the compose recipe runs it) or, under `next dev`, src/instrumentation.ts; stopped by the
 * first two when they shut down. Every task is safe with several processes at once: outbox
 * jobs are claimed under a lease, a scheduled post is published by one statement, sweeps
 * delete what is due, and the daily backup is taken under its database lease.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

let started = false;
/** What stopping does: clear the timers, stop the outbox worker (its drain finishes). */
const stops: Array<() => Promise<void> | void> = [];
/** The rounds running now, which a shutdown waits for. */
const running = new Set<Promise<unknown>>();

/** Runs `task` now and every `intervalMs`, never two rounds at once; errors are logged. */
function every(intervalMs: number, what: string, task: () => Promise<unknown>) {
  let current: Promise<unknown> | null = null;
  const round = () => {
    if (current) return;
    const settled: Promise<unknown> = task()
      .catch((error: unknown) =>
        log.error({ err: error }, `${what} failed; retrying at the next round`),
      )
      .finally(() => {
        running.delete(settled);
        current = null;
      });
    current = settled;
    running.add(settled);
  };
  round();
  const timer = setInterval(round, intervalMs);
  timer.unref();
  stops.push(() => clearInterval(timer));
}

function startOutbox() {
  for (const warning of channelWarnings(env)) log.warn(warning);
  if (configuredChannels(env).length === 0) {
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
  const worker = createOutboxWorker({
    intervalMs: env.OUTBOX_INTERVAL_SECONDS * 1000,
    drain: async () => {
      const report = await drainConfiguredOutbox();
      if (report.delivered + report.retrying + report.failed > 0) {
        log.info(report, "outbox drained");
      }
      return report;
    },
    onError: (error) =>
      log.error({ err: error }, "outbox drain failed; retrying on the next round"),
  });
  stops.push(() => worker.stop());
}

function startJobs() {
  if (!env.JOBS_WORKER) {
    log.info("jobs: off in this process (JOBS_WORKER=false); run `npm run jobs` from a scheduler");
    return;
  }
  every(env.JOBS_INTERVAL_SECONDS * 1000, "jobs: publishing scheduled posts", () => publishDue());
  every(DAY_MS, "jobs: deleting expired audit entries", () => purgeAuditLog());
}

function startRetention() {
  every(DAY_MS, "deleting expired inquiries", async () => {
    const purged = await purgeExpired(await getDb(), {
      retentionDays: env.INQUIRY_RETENTION_DAYS,
      rateWindowMs: env.CONTACT_RATE_WINDOW_MINUTES * 60_000,
    });
    if (purged.inquiries > 0) log.info(purged, "expired inquiries deleted");
  });
}

function startBackups() {
  const dir = env.BACKUP_DIR;
  if (!env.BACKUP_DAILY || !dir) return;
  log.info({ dir, keep: env.BACKUP_KEEP }, "backups: one archive a day");
  every(BACKUP_CHECK_MINUTES * 60_000, "daily backup", async () => {
    const result = await runDailyBackup({
      db: await getDb(),
      storage: getMediaStorage(),
      dir,
      keep: env.BACKUP_KEEP,
    });
    if (result.status === "written") {
      log.info({ file: result.file, removed: result.removed.length }, "daily backup written");
      if (result.warning) log.warn({ dir }, result.warning);
    }
  });
}

/** Starts every background task of this process, once. */
export function startBackgroundWork(): void {
  if (started) return;
  started = true;
  startOutbox();
  startJobs();
  startRetention();
  startBackups();
}

/**
 * Stops this process's background work for a shutdown: no new round starts, the rounds running
 * finish (a delivery being sent is marked), then the deliveries this process still holds (a
 * request's own delivery, say) are given back, for another process to take at once rather than
 * after their lease.
 */
export async function stopBackgroundWork(): Promise<void> {
  await Promise.all(stops.splice(0).map((stop) => stop()));
  await Promise.allSettled([...running]);
  try {
    const released = await releaseClaims(await getDb(), processWorkerPrefix());
    if (released > 0) log.info({ released }, "outbox: deliveries given back at shutdown");
  } catch (error) {
    log.warn({ err: error }, "outbox: deliveries not given back; their lease will end");
  }
}
