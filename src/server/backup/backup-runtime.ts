import "server-only";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { getMediaStorage } from "@/server/storage/storage";
import { BACKUP_CHECK_MINUTES, runDailyBackup } from "./daily-backup";

let started = false;

/** Daily backups by the server (BACKUP_DAILY=true, into BACKUP_DIR); off by default. */
export function startDailyBackups(): void {
  const dir = env.BACKUP_DIR;
  if (started || !env.BACKUP_DAILY || !dir) return;
  started = true;
  const check = async () => {
    try {
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
    } catch (error) {
      log.error({ err: error }, "daily backup failed; retrying at the next check");
    }
  };
  void check();
  setInterval(check, BACKUP_CHECK_MINUTES * 60_000).unref();
  log.info({ dir, keep: env.BACKUP_KEEP }, "backups: one archive a day");
}
