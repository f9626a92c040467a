import "server-only";
import path from "node:path";
import { clearBucket, hitBucket } from "@/server/auth/rate-limit";
import type { Db } from "@/server/db/connect";
import type { MediaStorage } from "@/server/storage/media-storage";
import { createBackup } from "./backup";
import { prepareBackupDirectory } from "./backup-directory";
import { backupFileName, pruneBackups } from "./backup-files";

/** One archive per this interval across every instance sharing the database. */
export const BACKUP_INTERVAL_HOURS = 24;
/** How often each server checks whether the day's backup is due (and its turn to take it). */
export const BACKUP_CHECK_MINUTES = 60;
/**
 * The lease: a fixed-window counter row in the database. The instance whose check opens a new
 * window (its hit is the first, hits = 1) takes the backup; every other check in that window
 * counts more and does nothing. One atomic upsert decides, so two instances never both win.
 */
export const BACKUP_LEASE = "backup:daily";

export type DailyBackupResult =
  | { status: "written"; file: string; removed: string[]; warning: string | null }
  | { status: "not-due" };

export async function runDailyBackup(options: {
  db: Db;
  storage: MediaStorage;
  dir: string;
  keep: number;
  now?: Date;
}): Promise<DailyBackupResult> {
  const now = options.now ?? new Date();
  const lease = await hitBucket(options.db, BACKUP_LEASE, BACKUP_INTERVAL_HOURS * 3_600_000, now);
  if (lease.hits > 1) return { status: "not-due" };
  try {
    const warning = prepareBackupDirectory(options.dir, { adopt: true });
    const file = path.join(options.dir, backupFileName(now));
    await createBackup({ db: options.db, storage: options.storage, file, now });
    const removed = await pruneBackups(options.dir, options.keep);
    return { status: "written", file, removed, warning };
  } catch (error) {
    // Give the day back, so the next check (on any instance) tries again.
    await clearBucket(options.db, BACKUP_LEASE).catch(() => undefined);
    throw error;
  }
}
