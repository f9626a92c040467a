import "server-only";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { chmod, mkdir, mkdtemp, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "kysely";
import { createDb, type Db, dialectFor, isPostgres } from "@/server/db/connect";
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from "@/server/security/private-files";
import type { MediaStorage } from "@/server/storage/media-storage";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  MANIFEST_ENTRY,
  tableEntry,
  uploadEntry,
} from "./manifest";
import { appliedMigrations, backedUpTables, readTable } from "./tables";
import { sha256, TAR_END, tarHeader, tarPadding } from "./tar";

export type BackupResult = { file: string; manifest: BackupManifest; bytes: number };

type TableDump = { name: string; file: string; rows: number; bytes: number; sha256: string };

/** Writes each table's rows as JSON lines into `dir`, hashing as it goes. */
async function dumpTables(db: Db, dir: string): Promise<TableDump[]> {
  const dumps: TableDump[] = [];
  for (const name of await backedUpTables(db)) {
    const file = path.join(dir, `${name}.jsonl`);
    const out = createWriteStream(file);
    const hash = createHash("sha256");
    let rows = 0;
    let bytes = 0;
    for await (const row of readTable(db, name)) {
      const line = Buffer.from(`${JSON.stringify(row)}\n`);
      hash.update(line);
      rows++;
      bytes += line.length;
      if (!out.write(line)) await once(out, "drain");
    }
    out.end();
    await once(out, "finish");
    dumps.push({ name, file, rows, bytes, sha256: hash.digest("hex") });
  }
  return dumps;
}

/**
 * A consistent copy of every table, taken while the site keeps writing: SQLite copies itself
 * with VACUUM INTO (a read transaction, which in WAL mode never blocks a writer) and the copy is
 * read at leisure; PostgreSQL is read inside one repeatable-read transaction, a single snapshot.
 */
async function snapshotTables(db: Db, dir: string) {
  if (isPostgres(db)) {
    const tables = await db
      .transaction()
      .setIsolationLevel("repeatable read")
      .setAccessMode("read only")
      .execute(async (trx) => {
        // The snapshot is taken by the transaction's first query; the migration list must be in it.
        return {
          migrations: await appliedMigrations(trx),
          dumps: await dumpTables(trx, dir),
        };
      });
    return { dialect: "postgres" as const, ...tables };
  }
  const copy = path.join(dir, "snapshot.db");
  await sql`vacuum into ${copy}`.execute(db);
  const snapshot = createDb(dialectFor({ kind: "sqlite", file: copy }));
  try {
    return {
      dialect: "sqlite" as const,
      migrations: await appliedMigrations(snapshot),
      dumps: await dumpTables(snapshot, dir),
    };
  } finally {
    await snapshot.destroy();
  }
}

/**
 * Writes one archive (tar, gzip) with every table that holds the site's data (backedUpTables)
 * and every upload, and a manifest with their checksums last. The archive is the site user's
 * only (0600): it holds inquiries and the admin key's hash. The database is copied first: uploads are content-addressed and only ever
 * added, so every upload the snapshot refers to is there when they are copied after it.
 * Written beside `file` and renamed when complete, so no truncated archive ever has its name.
 */
export async function createBackup(options: {
  db: Db;
  storage: MediaStorage;
  file: string;
  now?: Date;
}): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const staging = await mkdtemp(path.join(tmpdir(), "kursi-backup-"));
  const partial = `${options.file}.partial`;
  try {
    const { dialect, migrations, dumps } = await snapshotTables(options.db, staging);
    const uploads: BackupManifest["uploads"] = [];

    async function* entries(): AsyncGenerator<Buffer> {
      for (const dump of dumps) {
        yield tarHeader(tableEntry(dump.name), dump.bytes, now);
        for await (const chunk of createReadStream(dump.file)) yield chunk as Buffer;
        yield tarPadding(dump.bytes);
      }
      const keys: string[] = [];
      for await (const key of options.storage.list()) keys.push(key);
      for (const key of keys.sort()) {
        const body = await options.storage.get(key);
        if (!body) continue; // removed since it was listed
        uploads.push({ key, bytes: body.length, sha256: sha256(body) });
        yield tarHeader(uploadEntry(key), body.length, now);
        yield Buffer.from(body.buffer, body.byteOffset, body.length);
        yield tarPadding(body.length);
      }
      const manifest = Buffer.from(JSON.stringify(manifestOf(), null, 2));
      yield tarHeader(MANIFEST_ENTRY, manifest.length, now);
      yield manifest;
      yield tarPadding(manifest.length);
      yield TAR_END;
    }

    const manifestOf = (): BackupManifest => ({
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      dialect,
      migrations,
      tables: dumps.map(({ name, rows, bytes, sha256: sum }) => ({
        name,
        rows,
        bytes,
        sha256: sum,
      })),
      uploads,
    });

    // A new directory is the site user's only; the archive is, wherever it goes.
    await mkdir(path.dirname(path.resolve(options.file)), {
      recursive: true,
      mode: PRIVATE_DIRECTORY_MODE,
    });
    await rm(partial, { force: true });
    await pipeline(
      Readable.from(entries()),
      createGzip(),
      createWriteStream(partial, { mode: PRIVATE_FILE_MODE, flags: "wx" }),
    );
    await chmod(partial, PRIVATE_FILE_MODE);
    await rename(partial, options.file);
    return { file: options.file, manifest: manifestOf(), bytes: (await stat(options.file)).size };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    // Never hides the outcome: a leftover temporary directory is only untidy.
    await rm(staging, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
  }
}
