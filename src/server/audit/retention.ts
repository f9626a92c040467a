import "server-only";
import type { Db } from "@/server/db/connect";
import { purgeAuditEntries } from "./audit-log";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes audit entries older than the retention period (AUDIT_RETENTION_DAYS). */
export async function purgeExpiredAuditEntries(
  db: Db,
  options: { retentionDays: number; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  return purgeAuditEntries(db, new Date(now.getTime() - options.retentionDays * DAY_MS));
}
