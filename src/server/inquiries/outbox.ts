import "server-only";
import type { DeliveryChannel } from "@/lib/inquiries/inquiry";
import { type Db, isPostgres } from "@/server/db/connect";
import type { InquirySender } from "./channels/channel";
import type { InquiryForDelivery } from "./channels/inquiry-message";
import { toIso } from "@/server/db/columns";
import {
  OUTBOX_BATCH_SIZE,
  OUTBOX_LEASE_MS,
  OUTBOX_MAX_ATTEMPTS,
  retryDelayMs,
} from "./outbox-policy";

/*
 * The outbox: delivery jobs are claimed for a lease, delivered, then marked delivered or
 * rescheduled. A claim is one atomic statement, so two workers (in one process or on several
 * machines sharing PostgreSQL) never hold the same job at once; a worker that dies holding one
 * loses it when the lease ends, and another picks it up.
 */

export type ClaimedDelivery = {
  id: string;
  inquiryId: string;
  channel: DeliveryChannel;
  attempts: number;
};

const LAST_ERROR_MAX = 500;

/** Claims up to `limit` jobs of the given channels that are due by `dueBy`. */
export async function claimDueDeliveries(
  db: Db,
  options: {
    workerId: string;
    channels: readonly DeliveryChannel[];
    now: Date;
    dueBy?: Date;
    limit?: number;
  },
): Promise<ClaimedDelivery[]> {
  if (options.channels.length === 0) return [];
  const { now } = options;
  // The jobs to claim are chosen once, in a common table expression: PostgreSQL may run an
  // `IN (subquery)` again for each row it updates, so a plain subquery could claim more than
  // the limit and, racing another worker, a row that worker had just claimed (the cluster test
  // saw 48 of 300 inquiries forwarded twice by three instances; docs/decisions/0023). A CTE
  // that locks rows is evaluated exactly once.
  const rows = await db
    .with("due", (qb) =>
      qb
        .selectFrom("inquiryDeliveries")
        .select("id")
        .where("status", "=", "pending")
        .where("nextAttemptAt", "<=", options.dueBy ?? now)
        .where((eb) => eb.or([eb("claimedUntil", "is", null), eb("claimedUntil", "<", now)]))
        .where("channel", "in", options.channels)
        .orderBy("nextAttemptAt")
        .limit(options.limit ?? OUTBOX_BATCH_SIZE)
        // PostgreSQL: rows another worker is claiming right now are skipped, not waited for.
        // SQLite has one writer at a time, which makes the statement atomic by itself.
        .$if(isPostgres(db), (query) => query.forUpdate().skipLocked()),
    )
    .updateTable("inquiryDeliveries")
    .set((eb) => ({
      claimedBy: options.workerId,
      claimedUntil: new Date(now.getTime() + OUTBOX_LEASE_MS),
      attempts: eb("attempts", "+", 1),
      lastAttemptAt: now,
    }))
    .where("id", "in", (eb) => eb.selectFrom("due").select("due.id"))
    // Again on the row being updated: an update that waited for another worker's claim of the
    // same row re-checks only its own conditions, on the claimed version, so these must be
    // among them (without them, the three instances of the cluster test each claimed some jobs
    // another had just claimed).
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("claimedUntil", "is", null), eb("claimedUntil", "<", now)]))
    .returning(["id", "inquiryId", "channel", "attempts"])
    .execute();
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
}

/** Marks a claimed job delivered; false if this worker no longer held it. */
export async function markDelivered(
  db: Db,
  job: { id: string; workerId: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("inquiryDeliveries")
    .set({
      status: "delivered",
      deliveredAt: job.now,
      lastError: null,
      claimedBy: null,
      claimedUntil: null,
    })
    .where("id", "=", job.id)
    .where("claimedBy", "=", job.workerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Records a failed attempt: the job is retried after a back-off, or, after the last attempt,
 * left failed for the operator to see (and retry). False if this worker no longer held it.
 */
export async function markFailed(
  db: Db,
  job: {
    id: string;
    workerId: string;
    now: Date;
    attempts: number;
    error: string;
    retryBaseMs: number;
  },
): Promise<"retry" | "failed" | "lost"> {
  const giveUp = job.attempts >= OUTBOX_MAX_ATTEMPTS;
  const result = await db
    .updateTable("inquiryDeliveries")
    .set({
      status: giveUp ? "failed" : "pending",
      nextAttemptAt: new Date(job.now.getTime() + retryDelayMs(job.attempts, job.retryBaseMs)),
      lastError: job.error.slice(0, LAST_ERROR_MAX),
      claimedBy: null,
      claimedUntil: null,
    })
    .where("id", "=", job.id)
    .where("claimedBy", "=", job.workerId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return "lost";
  return giveUp ? "failed" : "retry";
}

/**
 * Gives back every claim a worker whose id starts with `workerPrefix` still holds (a process
 * shutting down, docs/decisions/0032): another worker may take those jobs at once instead of
 * after their lease. Returns how many.
 */
export async function releaseClaims(db: Db, workerPrefix: string): Promise<number> {
  const result = await db
    .updateTable("inquiryDeliveries")
    .set({ claimedBy: null, claimedUntil: null })
    .where("claimedBy", "like", `${workerPrefix}%`)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Puts a failed (or waiting) job back in line for an attempt now, with a fresh series. */
export async function retryDelivery(
  db: Db,
  options: { inquiryId: string; deliveryId: string; now?: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("inquiryDeliveries")
    .set({ status: "pending", attempts: 0, nextAttemptAt: options.now ?? new Date() })
    .where("id", "=", options.deliveryId)
    .where("inquiryId", "=", options.inquiryId)
    .where("status", "<>", "delivered")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

async function loadForDelivery(db: Db, ids: string[]): Promise<Map<string, InquiryForDelivery>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("inquiries")
    .select(["id", "name", "email", "company", "project", "message", "referrer", "createdAt"])
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((row) => [row.id, { ...row, createdAt: toIso(row.createdAt) }]));
}

export type DrainReport = { delivered: number; retrying: number; failed: number };

export type DrainOptions = {
  senders: readonly InquirySender[];
  workerId: string;
  retryBaseMs: number;
  clock?: () => Date;
  /** Told about each failed attempt (the worker logs it). */
  onFailure?: (failure: { job: ClaimedDelivery; error: string; outcome: string }) => void;
};

/**
 * Delivers every job that is due now, batch by batch, and returns what happened. Jobs that
 * fail during this drain are rescheduled past its start, so one drain never retries a job.
 */
export async function drainOutbox(db: Db, options: DrainOptions): Promise<DrainReport> {
  const clock = options.clock ?? (() => new Date());
  const senders = new Map(options.senders.map((sender) => [sender.channel, sender]));
  const channels = [...senders.keys()];
  const dueBy = clock();
  const report: DrainReport = { delivered: 0, retrying: 0, failed: 0 };
  for (;;) {
    const jobs = await claimDueDeliveries(db, {
      workerId: options.workerId,
      channels,
      now: clock(),
      dueBy,
    });
    if (jobs.length === 0) return report;
    const inquiries = await loadForDelivery(db, [...new Set(jobs.map((job) => job.inquiryId))]);
    await Promise.all(
      jobs.map(async (job) => {
        const inquiry = inquiries.get(job.inquiryId);
        const sender = senders.get(job.channel);
        // Deleted between claim and load: its jobs went with it.
        if (!inquiry || !sender) return;
        try {
          // The job's id goes with it (an Idempotency-Key, or a Message-ID from the inquiry):
          // the same on a retry after a crash between this send and the mark below.
          await sender.deliver(inquiry, { deliveryId: job.id });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const outcome = await markFailed(db, {
            id: job.id,
            workerId: options.workerId,
            now: clock(),
            attempts: job.attempts,
            error: message,
            retryBaseMs: options.retryBaseMs,
          });
          if (outcome === "retry") report.retrying++;
          if (outcome === "failed") report.failed++;
          options.onFailure?.({ job, error: message, outcome });
          return;
        }
        // Marked as soon as its own send is answered, not with its batch: a worker that dies
        // now sends again only the jobs caught between their send and their mark (0007).
        if (await markDelivered(db, { id: job.id, workerId: options.workerId, now: clock() })) {
          report.delivered++;
        }
      }),
    );
  }
}
