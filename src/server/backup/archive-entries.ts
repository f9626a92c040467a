import "server-only";
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import { isKnownEntry } from "./manifest";
import { DamagedArchiveError, parseTarHeader, TAR_BLOCK } from "./tar";

/*
 * Reading a backup archive that nothing proves trustworthy (docs/decisions/0033): the gzip and
 * tar streams are read as they come, never unpacked to disk, and every size is held to a limit
 * before its bytes are taken, so a small file that expands without end (a "zip bomb") is
 * refused within the limit rather than filling the disk or the memory.
 */

export type ArchiveLimits = {
  /** The largest upload entry (the largest file the site accepts as an upload). */
  maxUploadBytes: number;
  /** The largest manifest. */
  maxManifestBytes: number;
  /** All entries together, and every byte the gzip stream expands to. */
  maxTotalBytes: number;
  /** The most entries. */
  maxEntries: number;
};

export class ArchiveTooLargeError extends DamagedArchiveError {
  constructor(message: string) {
    super(message);
    this.name = "ArchiveTooLargeError";
  }
}

/** One entry, whose data must be read (or skipped) before the next is asked for. */
export type ArchiveEntry = { name: string; size: number; data: AsyncGenerator<Buffer> };

/** What may follow the end marker: tar's padding to a record, with room to spare. */
const MAX_TRAILING_BYTES = 1024 * 1024;

const mib = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MiB`;

function limitFor(name: string, limits: ArchiveLimits): number {
  if (name === "manifest.json") return limits.maxManifestBytes;
  if (name.startsWith("uploads/")) return limits.maxUploadBytes;
  return limits.maxTotalBytes;
}

/** The archive's decompressed bytes, stopped as soon as they pass the limit. */
async function* expanded(archive: string, limits: ArchiveLimits): AsyncGenerator<Buffer> {
  // Room for the tar headers and padding beyond the entries' own bytes.
  const allowed = limits.maxTotalBytes + (limits.maxEntries + 2) * TAR_BLOCK * 2;
  let total = 0;
  const gunzip = createReadStream(archive).pipe(createGunzip());
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > allowed)
        throw new ArchiveTooLargeError(
          `it expands to more than ${mib(allowed)} (the limit is ${mib(limits.maxTotalBytes)})`,
        );
      yield chunk;
    }
  } catch (error) {
    if (error instanceof DamagedArchiveError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EACCES" || code === "EISDIR") throw error;
    // zlib: a bad header, a CRC mismatch, or the stream ending early (a truncated file).
    throw new DamagedArchiveError(
      `it is not a complete gzip file (${error instanceof Error ? error.message : String(error)})`,
    );
  } finally {
    gunzip.destroy();
  }
}

/**
 * The archive's entries in order. Every header is checked (a name a backup writes, once, a
 * size within its limit and within what is left of the total) before any of its bytes are
 * read; the end marker must come, and what follows it is read only to the total limit.
 */
export async function* archiveEntries(
  archive: string,
  limits: ArchiveLimits,
): AsyncGenerator<ArchiveEntry> {
  const source = expanded(archive, limits);
  let pending: Buffer = Buffer.alloc(0);
  let done = false;
  /** At least `bytes` bytes buffered, or false at the end of the stream. */
  async function fill(bytes: number): Promise<boolean> {
    while (pending.length < bytes) {
      if (done) return false;
      const next = await source.next();
      if (next.done) {
        done = true;
        return pending.length >= bytes;
      }
      pending = pending.length === 0 ? next.value : Buffer.concat([pending, next.value]);
    }
    return true;
  }
  const seen = new Set<string>();
  let total = 0;
  try {
    for (;;) {
      if (!(await fill(TAR_BLOCK)))
        throw new DamagedArchiveError("it ends before its last entry (truncated)");
      const header = parseTarHeader(pending.subarray(0, TAR_BLOCK));
      pending = pending.subarray(TAR_BLOCK);
      if (!header) break;
      const { name, size } = header;
      if (!isKnownEntry(name) || seen.has(name))
        throw new DamagedArchiveError(`unexpected entry ${JSON.stringify(name)}`);
      seen.add(name);
      if (seen.size > limits.maxEntries)
        throw new ArchiveTooLargeError(`it has more than ${limits.maxEntries} entries`);
      if (size > limitFor(name, limits))
        throw new ArchiveTooLargeError(
          `${name} would be ${mib(size)}, more than the ${mib(limitFor(name, limits))} such an entry may be`,
        );
      total += size;
      if (total > limits.maxTotalBytes)
        throw new ArchiveTooLargeError(
          `its entries would take more than ${mib(limits.maxTotalBytes)} (reached at ${name})`,
        );
      let remaining = size;
      const data = async function* (): AsyncGenerator<Buffer> {
        while (remaining > 0) {
          if (!(await fill(1)))
            throw new DamagedArchiveError("it ends before its last entry (truncated)");
          const take = pending.subarray(0, Math.min(remaining, pending.length));
          pending = pending.subarray(take.length);
          remaining -= take.length;
          yield take;
        }
      };
      const body = data();
      yield { name, size, data: body };
      // Whatever the reader left of the entry is skipped, then its padding.
      await body.return(undefined);
      while (remaining > 0) {
        if (!(await fill(1)))
          throw new DamagedArchiveError("it ends before its last entry (truncated)");
        const skipped = Math.min(remaining, pending.length);
        pending = pending.subarray(skipped);
        remaining -= skipped;
      }
      const padding = (TAR_BLOCK - (size % TAR_BLOCK)) % TAR_BLOCK;
      if (!(await fill(padding)))
        throw new DamagedArchiveError("it ends before its last entry (truncated)");
      pending = pending.subarray(padding);
    }
    // Zero blocks some writers add after the end marker (tar pads to records of 10 KiB): read,
    // for gzip's own check, up to a limit of their own.
    let trailing = pending.length;
    for (let next = await source.next(); !next.done; next = await source.next()) {
      trailing += next.value.length;
      if (trailing > MAX_TRAILING_BYTES)
        throw new ArchiveTooLargeError(
          `it goes on for more than ${mib(MAX_TRAILING_BYTES)} after its end marker`,
        );
    }
  } catch (error) {
    // Damaged deflate data decompresses to garbage before zlib notices: its error, which
    // names the cause, wins over what the garbage looked like.
    if (!(error instanceof DamagedArchiveError) || error instanceof ArchiveTooLargeError || done)
      throw error;
    for (let next = await source.next(); !next.done; next = await source.next());
    throw error;
  } finally {
    await source.return(undefined);
  }
}

/** An entry's bytes, whole (for entries small enough to hold: a manifest, an upload). */
export async function readWhole(data: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of data) chunks.push(chunk);
  return Buffer.concat(chunks);
}
