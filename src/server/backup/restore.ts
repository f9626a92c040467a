import "server-only";
import { createReadStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Db } from "@/server/db/connect";
import { migrateTo, migrateToLatest } from "@/server/db/migrate";
import { migrations as knownMigrations } from "@/server/db/migrations";
import type { MediaStorage } from "@/server/storage/media-storage";
import { type BackupManifest, tableEntry, uploadEntry } from "./manifest";
import { readArchive } from "./read-archive";
import {
  appliedMigrations,
  applicationTables,
  countRows,
  deleteRows,
  insertRows,
  type Row,
} from "./tables";

/** A restore that would lose data or cannot work; nothing has been written. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

export type RestoreResult = { manifest: BackupManifest; rows: number; uploads: number };

/** What the target holds already: tables with rows, and the number of stored uploads. */
async function contentsOf(db: Db, storage: MediaStorage) {
  const tables: string[] = [];
  for (const table of await applicationTables(db)) {
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

async function readRows(file: string): Promise<Row[]> {
  const rows: Row[] = [];
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) if (line) rows.push(JSON.parse(line) as Row);
  return rows;
}

/**
 * Restores an archive into a database and a media storage. Everything is checked before the
 * first write (see readArchive); a target that holds anything is refused unless `force`, which
 * replaces every row (uploads are added; files that only the target had stay). The rows go in
 * one transaction, so a failure leaves the database as it was; the schema is brought to the
 * archive's migrations first and to the latest after.
 */
export async function restoreBackup(options: {
  archive: string;
  db: Db;
  storage: MediaStorage;
  force?: boolean;
}): Promise<RestoreResult> {
  const staging = await mkdtemp(path.join(tmpdir(), "kursi-restore-"));
  try {
    const manifest = await readArchive(options.archive, staging);
    const { db, storage } = options;
    checkMigrations(manifest, await appliedMigrations(db));
    const present = await contentsOf(db, storage);
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

    let rows = 0;
    await db.transaction().execute(async (trx) => {
      const physical = trx;
      for (const table of [...manifest.tables].reverse()) await deleteRows(physical, table.name);
      for (const table of manifest.tables) {
        const tableRows = await readRows(path.join(staging, tableEntry(table.name)));
        await insertRows(physical, table.name, tableRows);
        rows += tableRows.length;
      }
    });
    for (const upload of manifest.uploads)
      await storage.put(upload.key, await readFile(path.join(staging, uploadEntry(upload.key))));
    await migrateToLatest(db);
    return { manifest, rows, uploads: manifest.uploads.length };
  } finally {
    // Never hides the outcome: a leftover temporary directory is only untidy.
    await rm(staging, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
  }
}
