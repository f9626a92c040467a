/**
 * npm run restore -- ARCHIVE [--force]: puts a backup archive into the configured data
 * directory or database (DATA_DIR, DATABASE_URL), which must be empty unless --force (its rows
 * are then replaced). The archive is checked whole before anything is written. Stop the site
 * first; it migrates the restored database as usual when it starts (docs/decisions/0019).
 */
import "./support/load-env";
import { parseArgs } from "node:util";
import { restoreBackup, RestoreRefusedError } from "@/server/backup/restore";
import { DamagedArchiveError } from "@/server/backup/tar";
import { createDb, databaseConfig, dialectFor } from "@/server/db/connect";
import { env } from "@/server/env";
import { getMediaStorage } from "@/server/storage/storage";

const { values, positionals } = parseArgs({
  options: { force: { type: "boolean", default: false } },
  allowPositionals: true,
  strict: true,
});
const archive = positionals[0];
if (!archive || positionals.length > 1) {
  console.error("usage: npm run restore -- ARCHIVE [--force]");
  process.exit(2);
}
const config = databaseConfig(env);
// Not getDb(): that would migrate an empty database to this version before the archive's
// schema is known.
const db = createDb(dialectFor(config));
try {
  const { manifest, rows, uploads } = await restoreBackup({
    archive,
    db,
    storage: getMediaStorage(),
    force: values.force,
  });
  const where = config.kind === "sqlite" ? env.DATA_DIR : "the PostgreSQL database";
  console.log(
    `restore: ${rows} rows in ${manifest.tables.length} tables and ${uploads} uploads from ${manifest.createdAt} restored into ${where}`,
  );
} catch (error) {
  if (error instanceof DamagedArchiveError) {
    console.error(`restore: ${archive} cannot be restored: ${error.message}. Nothing was changed.`);
  } else if (error instanceof RestoreRefusedError) {
    console.error(`restore: refused: ${error.message}. Nothing was changed.`);
  } else {
    console.error("restore: failed:", error);
  }
  process.exitCode = 1;
} finally {
  await db.destroy();
}
