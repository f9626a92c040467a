import "server-only";
import { getDb } from "@/server/db/database";
import { runDailyBackup, BACKUP_CHECK_MINUTES } from "@/server/backup/daily-backup";
import { env } from "@/server/env";
import {
  channelWarnings,
  configuredChannels,
  createSenders,
} from "@/server/inquiries/inquiry-channels";
import { drainConfiguredOutbox } from "@/server/inquiries/outbox-runtime";
import { createOutboxWorker } from "@/server/inquiries/outbox-worker";
import { purgeExpired } from "@/server/inquiries/retention";
import { log } from "@/server/log";
import { getMediaStorage } from "@/server/storage/storage";
import { publishDue, purgeAuditLog } from "./run-jobs";

/*
 * The one place for a server's background work (docs/decisions/0032): the outbox, scheduled
 * posts, the retention sweeps and the daily backup. Started once per process, by the web
 * server (src/instrumentation.ts) or by `npm run worker` (a process of its own, as the compose
 * recipe runs it). Every task is safe with several processes at once: outbox jobs are claimed
 * under a lease, a scheduled post is published by one statement, sweeps delete what is due,
 * and the daily backup is taken under its database lease (daily-backup.ts).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

let started = false;

/** Runs `task` now and every `intervalMs`, never two rounds at once; errors are logged. */
function every(intervalMs: number, what: string, task: () => Promise<unknown>) {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (error) {
      log.error({ err: error }, `${what} failed; retrying at the next round`);
    } finally {
      running = false;
    }
  };
  void round();
  setInterval(round, intervalMs).unref();
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
  createOutboxWorker({
    intervalMs: env.OUTBOX_INTERVAL_SECONDS * 1000,
    drain: async () => {
      const report = await drainConfiguredOutbox();
      if (report.delivered + report.retrying + report.failed > 0)
        log.info(report, "outbox drained");
      return report;
    },
    onError: (error) =>
      log.error({ err: error }, "outbox drain failed; retrying on the next round"),
  });
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
