import "server-only";
import { createHash } from "node:crypto";
import { type ArchiveLimits, archiveEntries } from "./archive-entries";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  MANIFEST_ENTRY,
  manifestSchema,
  tableEntry,
  uploadEntry,
} from "./manifest";
import { DamagedArchiveError } from "./tar";

type Checked = { size: number; sha256: string };

function check(
  files: Map<string, Checked>,
  name: string,
  expected: { bytes: number; sha256: string },
) {
  const found = files.get(name);
  if (!found) throw new DamagedArchiveError(`${name} is missing`);
  if (found.size !== expected.bytes || found.sha256 !== expected.sha256)
    throw new DamagedArchiveError(`${name} does not match its checksum`);
}

function parseManifest(bytes: Buffer | undefined): BackupManifest {
  if (!bytes) throw new DamagedArchiveError("it has no manifest");
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString("utf8"));
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
  return parsed.data;
}

/**
 * Reads a backup archive through once, writing nothing: every entry is within its limit, is
 * listed in the manifest with its size and SHA-256, and nothing else is in it. Throws
 * DamagedArchiveError (ArchiveTooLargeError for a limit) with the reason otherwise. Returns the
 * manifest, and the entries named in `keep` (small ones the restore looks into first).
 */
export async function checkArchive(
  archive: string,
  limits: ArchiveLimits,
  keep: ReadonlySet<string> = new Set(),
): Promise<{ manifest: BackupManifest; kept: Map<string, Buffer> }> {
  const files = new Map<string, Checked>();
  const kept = new Map<string, Buffer>();
  for await (const entry of archiveEntries(archive, limits)) {
    const hash = createHash("sha256");
    const whole = entry.name === MANIFEST_ENTRY || keep.has(entry.name);
    const chunks: Buffer[] = [];
    for await (const chunk of entry.data) {
      hash.update(chunk);
      if (whole) chunks.push(chunk);
    }
    if (whole) kept.set(entry.name, Buffer.concat(chunks));
    files.set(entry.name, { size: entry.size, sha256: hash.digest("hex") });
  }
  const manifest = parseManifest(kept.get(MANIFEST_ENTRY));
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
  return { manifest, kept };
}
