import "server-only";
import { EVERY_TAG, recordCacheInvalidation } from "@/server/cache/invalidations";
import { createHash } from "node:crypto";
import { stat } from "node:fs/promises";
import { StringDecoder } from "node:string_decoder";
import { UPLOAD_MAX_BYTES, VIDEO_UPLOAD_MAX_BYTES } from "@/lib/media/uploads";
import type { Db } from "@/server/db/connect";
import { migrateTo, migrateToLatest } from "@/server/db/migrate";
import { migrations as knownMigrations } from "@/server/db/migrations";
import { isSealed, sealedKeyId, type EncryptionKey } from "@/server/security/secret-box";
import type { MediaStorage } from "@/server/storage/media-storage";
import { type ArchiveLimits, archiveEntries, readWhole } from "./archive-entries";
import { type BackupManifest, tableEntry, uploadEntry } from "./manifest";
import { checkArchive } from "./read-archive";
import {
  ADMIN_CREDENTIAL_TABLES,
  appliedMigrations,
  applicationTables,
  countRows,
  deleteRows,
  insertRows,
  NOT_BACKED_UP,
  type Row,
} from "./tables";
import { DamagedArchiveError } from "./tar";

/** A restore that would lose data or cannot work; nothing has been written. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

/** Rows inserted per statement while a table streams in. */
const RESTORE_BATCH_ROWS = 500;
/** The limits an archive is read within unless the operator says otherwise (docs/decisions/0033). */
export const RESTORE_LIMITS: ArchiveLimits = {
  maxUploadBytes: Math.max(UPLOAD_MAX_BYTES, VIDEO_UPLOAD_MAX_BYTES),
  maxManifestBytes: 64 * 1024 * 1024,
  maxTotalBytes: 20 * 1024 * 1024 * 1024,
  maxEntries: 1_000_000,
};
/**
 * A site's archive is mostly images (already compressed) and JSON lines (a few times smaller
 * compressed): one that expands to more than this many times its size is a bomb, not a backup.
 */
export const MAX_EXPANSION_RATIO = 200;
/** Below this, the ratio is not held against an archive (a small site's JSON compresses well). */
export const EXPANSION_FLOOR_BYTES = 1024 * 1024 * 1024;

/** What an archive of `archiveBytes` may expand to, unless the operator trusts it (--max-size). */
export function defaultTotalLimit(archiveBytes: number): number {
  return Math.min(
    RESTORE_LIMITS.maxTotalBytes,
    Math.max(EXPANSION_FLOOR_BYTES, archiveBytes * MAX_EXPANSION_RATIO),
  );
}

export type RestoreResult = {
  manifest: BackupManifest;
  rows: number;
  uploads: number;
  /** Whether the admin key and two-factor sign-in came from the archive or stayed the target's. */
  adminCredentials: "restored" | "kept";
};

/** What the target holds already of what the restore would replace. */
async function contentsOf(db: Db, storage: MediaStorage, replaced: (table: string) => boolean) {
  const tables: string[] = [];
  for (const table of await applicationTables(db)) {
    if (!replaced(table)) continue;
    const rows = await countRows(db, table);
    if (rows > 0) tables.push(`${table} (${rows})`);
  }
  let uploads = 0;
  for await (const key of storage.list()) if (key) uploads++;
  return { tables, uploads };
}

function checkMigrations(manifest: BackupManifest, applied: string[]) {
  const known = new Set(Object.keys(knownMigrations));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new RestoreRefusedError(
      `the archive was written by a newer version of the site (migrations ${unknown.join(", ")}); update the site, then restore`,
    );
  const archived = new Set(manifest.migrations);
  const ahead = applied.filter((name) => !archived.has(name));
  if (ahead.length > 0)
    throw new RestoreRefusedError(
      `the database has migrations the archive's does not (${ahead.join(", ")}); restore into a new, empty database (the site migrates it after the restore)`,
    );
}

/**
 * The archive's two-factor secret must open with the target's key: it is sealed with a key
 * that is not in the archive (docs/decisions/0020). A secret stored in clear by an older
 * version is sealed by the site at its next start.
 */
function checkTwoFactorKey(rows: Buffer | undefined, key: EncryptionKey | undefined) {
  for (const line of (rows?.toString("utf8") ?? "").split("\n")) {
    if (!line) continue;
    const secret = String((JSON.parse(line) as Row).secret ?? "");
    if (!isSealed(secret)) continue;
    const id = sealedKeyId(secret);
    if (!key)
      throw new RestoreRefusedError(
        `the archive's two-factor secret is encrypted (key id ${id}) and this site has no encryption key; set ENCRYPTION_KEY to the key of the site that wrote it, or restore without --with-admin-key`,
      );
    if (id !== key.id)
      throw new RestoreRefusedError(
        `the archive's two-factor secret is encrypted with another key (id ${id}; this site's is ${key.id}); give this site the key of the site that wrote it (ENCRYPTION_KEY, or DATA_DIR/encryption.key with SQLite), or restore without --with-admin-key`,
      );
  }
}

/** A table's JSON lines as they stream out of the archive, in batches, hashed on the way. */
async function* rowBatches(data: AsyncIterable<Buffer>, hash: ReturnType<typeof createHash>) {
  const decoder = new StringDecoder("utf8");
  let partial = "";
  let batch: Row[] = [];
  for await (const chunk of data) {
    hash.update(chunk);
    const lines = (partial + decoder.write(chunk)).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (!line) continue;
      batch.push(JSON.parse(line) as Row);
      if (batch.length === RESTORE_BATCH_ROWS) {
        yield batch;
        batch = [];
      }
    }
  }
  const last = partial + decoder.end();
  if (last) batch.push(JSON.parse(last) as Row);
  if (batch.length > 0) yield batch;
}

/**
 * Restores an archive into a database and a media storage. The archive is read through and
 * checked first, within limits, writing nothing (checkArchive); then read again and streamed
 * in: rows in batches, in one transaction (a failure leaves the database as it was), each
 * table and upload checked against the manifest once more as it goes in. A target that holds
 * anything the restore would replace is refused unless `force`. The admin key and two-factor
 * sign-in stay the target's unless `adminCredentials` (restore --with-admin-key): an archive
 * proves nothing about who wrote it, and must not be a way to install someone's key. Sessions,
 * challenges, counters and generated secrets are never restored (they are not backed up).
 */
export async function restoreBackup(options: {
  archive: string;
  db: Db;
  storage: MediaStorage;
  force?: boolean;
  adminCredentials?: boolean;
  /** The target's encryption key, to check the archive's sealed two-factor secret against. */
  encryptionKey?: EncryptionKey;
  limits?: Partial<ArchiveLimits>;
}): Promise<RestoreResult> {
  const { db, storage } = options;
  const limits = {
    ...RESTORE_LIMITS,
    maxTotalBytes: defaultTotalLimit((await stat(options.archive)).size),
    ...options.limits,
  };
  const withCredentials = options.adminCredentials ?? false;
  const restored = (table: string) =>
    !NOT_BACKED_UP.has(table) && (withCredentials || !ADMIN_CREDENTIAL_TABLES.has(table));
  const twoFactorEntry = tableEntry("admin_two_factor");
  const { manifest, kept } = await checkArchive(options.archive, limits, new Set([twoFactorEntry]));
  checkMigrations(manifest, await appliedMigrations(db));
  if (withCredentials) checkTwoFactorKey(kept.get(twoFactorEntry), options.encryptionKey);
  const present = await contentsOf(db, storage, restored);
  if (!options.force && (present.tables.length > 0 || present.uploads > 0)) {
    const held = [
      ...(present.tables.length > 0 ? [`rows in ${present.tables.join(", ")}`] : []),
      ...(present.uploads > 0 ? [`${present.uploads} uploaded files`] : []),
    ];
    throw new RestoreRefusedError(
      `the target is not empty (${held.join("; ")}); restore into an empty data directory or database, or pass --force to replace its contents`,
    );
  }
  const last = manifest.migrations.at(-1);
  if (last) await migrateTo(db, last);
  const tables = new Set(await applicationTables(db));
  const missing = manifest.tables.filter((table) => !tables.has(table.name));
  if (missing.length > 0)
    throw new RestoreRefusedError(
      `the archive has tables its migrations do not create (${missing.map((table) => table.name).join(", ")})`,
    );

  const expected = new Map<string, { bytes: number; sha256: string }>([
    ...manifest.tables.map((table) => [tableEntry(table.name), table] as const),
    ...manifest.uploads.map((upload) => [uploadEntry(upload.key), upload] as const),
  ]);
  const verify = (name: string, hash: ReturnType<typeof createHash>) => {
    // The archive changed since it was checked: the transaction is rolled back.
    if (hash.digest("hex") !== expected.get(name)?.sha256)
      throw new DamagedArchiveError(`${name} changed while it was being restored`);
  };
  const replaced = manifest.tables.map((table) => table.name).filter(restored);
  let rows = 0;
  await db.transaction().execute(async (trx) => {
    for (const table of [...replaced].reverse()) await deleteRows(trx, table);
    // A new key: sessions and sign-in challenges made under the target's old one end.
    if (withCredentials)
      for (const table of ["admin_sessions", "admin_sign_in_challenges"])
        if (tables.has(table)) await deleteRows(trx, table);
    for await (const entry of archiveEntries(options.archive, limits)) {
      const hash = createHash("sha256");
      const table = /^database\/(.+)\.jsonl$/.exec(entry.name)?.[1];
      if (table !== undefined) {
        if (!restored(table)) continue;
        for await (const batch of rowBatches(entry.data, hash)) {
          await insertRows(trx, table, batch);
          rows += batch.length;
        }
        verify(entry.name, hash);
      } else if (entry.name.startsWith("uploads/")) {
        const body = await readWhole(entry.data);
        verify(entry.name, hash.update(body));
        await storage.put(entry.name.slice("uploads/".length), body);
      }
    }
  });
  await migrateToLatest(db);
  // Every running server drops what it cached of the site before (docs/decisions/0030).
  await recordCacheInvalidation(db, { tags: [EVERY_TAG] }, null);
  return {
    manifest,
    rows,
    uploads: manifest.uploads.length,
    adminCredentials: withCredentials ? "restored" : "kept",
  };
}
