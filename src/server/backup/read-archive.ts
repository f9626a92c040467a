import "server-only";
import { createHash } from "node:crypto";
import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createReadStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  isKnownEntry,
  MANIFEST_ENTRY,
  manifestSchema,
  tableEntry,
  uploadEntry,
} from "./manifest";
import { DamagedArchiveError, parseTarHeader, TAR_BLOCK } from "./tar";

type Extracted = { size: number; sha256: string };

/** Unpacks the archive's entries into `dir`, refusing any name a backup does not write. */
async function extract(archive: string, dir: string): Promise<Map<string, Extracted>> {
  const files = new Map<string, Extracted>();
  let ended = false;

  async function consume(source: AsyncIterable<Buffer>) {
    let pending: Buffer = Buffer.alloc(0);
    let entry:
      | {
          name: string;
          size: number;
          remaining: number;
          padding: number;
          fd: number;
          hash: ReturnType<typeof createHash>;
        }
      | undefined;
    try {
      for await (const chunk of source) {
        if (ended) continue; // zero blocks that some writers add after the end marker
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        for (;;) {
          if (!entry) {
            if (pending.length < TAR_BLOCK) break;
            const header = parseTarHeader(pending.subarray(0, TAR_BLOCK));
            pending = pending.subarray(TAR_BLOCK);
            if (!header) {
              ended = true;
              break;
            }
            if (!isKnownEntry(header.name) || files.has(header.name))
              throw new DamagedArchiveError(`unexpected entry ${JSON.stringify(header.name)}`);
            const target = path.join(dir, header.name);
            mkdirSync(path.dirname(target), { recursive: true });
            entry = {
              name: header.name,
              size: header.size,
              remaining: header.size,
              padding: (TAR_BLOCK - (header.size % TAR_BLOCK)) % TAR_BLOCK,
              fd: openSync(target, "w"),
              hash: createHash("sha256"),
            };
          }
          const take = Math.min(entry.remaining, pending.length);
          if (take > 0) {
            const data = pending.subarray(0, take);
            writeSync(entry.fd, data);
            entry.hash.update(data);
            entry.remaining -= take;
            pending = pending.subarray(take);
          }
          if (entry.remaining > 0) break;
          if (pending.length < entry.padding) break;
          pending = pending.subarray(entry.padding);
          closeSync(entry.fd);
          files.set(entry.name, { size: entry.size, sha256: entry.hash.digest("hex") });
          entry = undefined;
        }
      }
    } finally {
      if (entry) closeSync(entry.fd);
    }
  }

  try {
    await pipeline(createReadStream(archive), createGunzip(), consume);
  } catch (error) {
    if (error instanceof DamagedArchiveError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EACCES" || code === "EISDIR") throw error;
    // zlib: a bad header, a CRC mismatch, or the stream ending early (a truncated file).
    throw new DamagedArchiveError(
      `it is not a complete gzip file (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (!ended) throw new DamagedArchiveError("it ends before its last entry (truncated)");
  return files;
}

function check(
  files: Map<string, Extracted>,
  name: string,
  expected: { bytes: number; sha256: string },
) {
  const found = files.get(name);
  if (!found) throw new DamagedArchiveError(`${name} is missing`);
  if (found.size !== expected.bytes || found.sha256 !== expected.sha256)
    throw new DamagedArchiveError(`${name} does not match its checksum`);
}

/**
 * Unpacks and checks a backup archive in `dir`: every entry the manifest lists is there with
 * its size and SHA-256, and nothing else is. Throws DamagedArchiveError (with the reason)
 * otherwise, before anything is restored.
 */
export async function readArchive(archive: string, dir: string): Promise<BackupManifest> {
  const files = await extract(archive, dir);
  if (!files.has(MANIFEST_ENTRY)) throw new DamagedArchiveError("it has no manifest");
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path.join(dir, MANIFEST_ENTRY), "utf8"));
  } catch {
    throw new DamagedArchiveError("its manifest is not JSON");
  }
  const format = json as { format?: unknown; version?: unknown };
  if (format?.format !== BACKUP_FORMAT) throw new DamagedArchiveError("it is not a site backup");
  if (format.version !== BACKUP_FORMAT_VERSION)
    throw new DamagedArchiveError(
      `it is in backup format ${String(format.version)}; this version of the site reads format ${BACKUP_FORMAT_VERSION}`,
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new DamagedArchiveError("its manifest is malformed");
  const manifest = parsed.data;
  const listed = new Set([MANIFEST_ENTRY]);
  for (const table of manifest.tables) {
    listed.add(tableEntry(table.name));
    check(files, tableEntry(table.name), table);
  }
  for (const upload of manifest.uploads) {
    listed.add(uploadEntry(upload.key));
    check(files, uploadEntry(upload.key), upload);
  }
  for (const name of files.keys())
    if (!listed.has(name)) throw new DamagedArchiveError(`${name} is not in its manifest`);
  return manifest;
}
