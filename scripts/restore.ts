/**
 * npm run restore -- ARCHIVE [--force] [--with-admin-key] [--max-size SIZE]: puts a backup
 * archive into the configured data directory or database (DATA_DIR, DATABASE_URL), which must
 * be empty unless --force (its rows are then replaced). The archive is read through and checked
 * whole, within size limits, before anything is written. The admin key and two-factor sign-in
 * stay the target's unless --with-admin-key. Stop the site first; it migrates the restored
 * database as usual when it starts (docs/decisions/0019).
 */
import "./support/load-env";
import { stat, statfs } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { ArchiveTooLargeError } from "@/server/backup/archive-entries";
import {
  defaultTotalLimit,
  MAX_EXPANSION_RATIO,
  restoreBackup,
  RestoreRefusedError,
} from "@/server/backup/restore";
import { DamagedArchiveError } from "@/server/backup/tar";
import { createDb, databaseConfig, dialectFor } from "@/server/db/connect";
import { env } from "@/server/env";
import { getEncryptionKey } from "@/server/security/encryption-key";
import { ensurePrivateDirectory } from "@/server/security/private-files";
import { getMediaStorage } from "@/server/storage/storage";

const USAGE = "usage: npm run restore -- ARCHIVE [--force] [--with-admin-key] [--max-size SIZE]";
const UNITS: Record<string, number> = { "": 1, K: 2 ** 10, M: 2 ** 20, G: 2 ** 30, T: 2 ** 40 };

/** "512M", "20G", "1T" or a number of bytes. */
function parseSize(text: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*([KMGT]?)i?B?$/i.exec(text.trim());
  if (!match) {
    console.error(`${USAGE}\n--max-size takes a size such as 512M or 20G, not ${text}`);
    process.exit(2);
  }
  return Math.floor(Number(match[1]) * (UNITS[(match[2] ?? "").toUpperCase()] ?? 1));
}

const gib = (bytes: number) => `${(bytes / 2 ** 30).toFixed(1)} GiB`;

const { values, positionals } = parseArgs({
  options: {
    force: { type: "boolean", default: false },
    "with-admin-key": { type: "boolean", default: false },
    "max-size": { type: "string" },
  },
  allowPositionals: true,
  strict: true,
});
const archive = positionals[0];
if (!archive || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
const config = databaseConfig(env);
const archiveBytes = (await stat(archive).catch(() => undefined))?.size ?? 0;
// At most 20 GiB, and 200 times the archive's size (a bomb expands further); --max-size is the
// operator's word for an archive they trust.
let maxTotalBytes = values["max-size"]
  ? parseSize(values["max-size"])
  : defaultTotalLimit(archiveBytes);
// What lands on this machine's disk (the SQLite file, local uploads) must fit in it.
if (config.kind === "sqlite" || env.STORAGE === "local") {
  ensurePrivateDirectory(env.DATA_DIR);
  const disk = await statfs(env.DATA_DIR);
  const free = Number(disk.bavail) * Number(disk.bsize);
  if (free < maxTotalBytes) {
    console.log(
      `restore: ${path.resolve(env.DATA_DIR)} has ${gib(free)} free: the archive must fit in it`,
    );
    maxTotalBytes = free;
  }
}
// Not getDb(): that would migrate an empty database to this version before the archive's
// schema is known.
const db = createDb(dialectFor(config));
try {
  const withAdminKey = values["with-admin-key"];
  const result = await restoreBackup({
    archive,
    db,
    storage: getMediaStorage(),
    force: values.force,
    adminCredentials: withAdminKey,
    encryptionKey: withAdminKey ? getEncryptionKey().key : undefined,
    limits: { maxTotalBytes },
  });
  const where = config.kind === "sqlite" ? env.DATA_DIR : "the PostgreSQL database";
  console.log(
    `restore: ${result.rows} rows in ${result.manifest.tables.length} tables and ${result.uploads} uploads from ${result.manifest.createdAt} restored into ${where}`,
  );
  console.log(
    result.adminCredentials === "restored"
      ? "restore: the admin key and two-factor sign-in are the archive's; every admin session has ended"
      : "restore: the admin key and two-factor sign-in were not taken from the archive: they stay as they were here (a new site generates a key at its first start, or applies ADMIN_SECRET_KEY); pass --with-admin-key to restore them",
  );
} catch (error) {
  if (error instanceof ArchiveTooLargeError) {
    console.error(
      `restore: ${archive} cannot be restored: ${error.message}. Nothing was extracted or changed. (An archive may expand to ${gib(maxTotalBytes)} here: 20 GiB at most, ${MAX_EXPANSION_RATIO} times its own size, and what DATA_DIR has free; --max-size raises the first two, for an archive you trust.)`,
    );
  } else if (error instanceof DamagedArchiveError) {
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
