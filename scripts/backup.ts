/**
 * npm run backup [-- --out PATH] [--keep N]: writes one archive (tar.gz) with every table of the
 * configured database and every upload, plus a manifest of checksums, while the site runs
 * (docs/decisions/0019). PATH is a .tar.gz file or a directory (default: BACKUP_DIR, else
 * ./backups); --keep deletes all but the newest N archives in that directory. The archive is
 * readable by its owner only, in a directory only the owner can open (a backup is a secret).
 */
import "./support/load-env";
import path from "node:path";
import { parseArgs } from "node:util";
import { createBackup } from "@/server/backup/backup";
import { prepareBackupDirectory } from "@/server/backup/backup-directory";
import { backupPath, pruneBackups } from "@/server/backup/backup-files";
import { closeDb, getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { getMediaStorage } from "@/server/storage/storage";

try {
  const { values } = parseArgs({
    options: { out: { type: "string" }, keep: { type: "string" } },
    strict: true,
  });
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1))
    throw new Error("--keep takes a whole number of archives, at least 1");
  const now = new Date();
  const file = await backupPath(values.out ?? env.BACKUP_DIR ?? "backups", now);
  // The configured directory is made private; one named for this run is only checked.
  const warning = prepareBackupDirectory(path.dirname(file), { adopt: values.out === undefined });
  if (warning) console.error(`backup: ${warning}`);
  const { manifest, bytes } = await createBackup({
    db: await getDb(),
    storage: getMediaStorage(),
    file,
    now,
  });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `backup: wrote ${file} (${rows} rows in ${manifest.tables.length} tables, ${manifest.uploads.length} uploads, ${Math.ceil(bytes / 1024)} KB)`,
  );
  if (keep !== undefined) {
    const removed = await pruneBackups(path.dirname(file), keep);
    if (removed.length > 0) console.log(`backup: removed ${removed.length} older archives`);
  }
} catch (error) {
  console.error("backup: failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
