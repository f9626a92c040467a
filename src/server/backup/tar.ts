import "server-only";
import { createHash } from "node:crypto";

/*
 * The few parts of POSIX tar (ustar) a backup archive needs: regular files with short names.
 * Written by hand rather than taken from a package, since a backup must stay readable with the
 * system's own `tar -xzf` and the format is a 512-byte header per file (see docs/decisions/0019).
 */

export const TAR_BLOCK = 512;
const NAME_MAX = 100;

function writeString(header: Buffer, value: string, offset: number, length: number) {
  header.write(value, offset, Math.min(length, Buffer.byteLength(value)), "ascii");
}

function writeOctal(header: Buffer, value: number, offset: number, length: number) {
  writeString(header, `${value.toString(8).padStart(length - 1, "0")}\0`, offset, length);
}

function checksumOf(header: Buffer): number {
  let sum = 0;
  for (let index = 0; index < TAR_BLOCK; index++)
    // The checksum field itself counts as eight spaces.
    sum += index >= 148 && index < 156 ? 0x20 : (header[index] ?? 0);
  return sum;
}

/** The header block of a regular file. */
export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) >= NAME_MAX) throw new Error(`archive entry name too long: ${name}`);
  const header = Buffer.alloc(TAR_BLOCK);
  writeString(header, name, 0, NAME_MAX);
  writeOctal(header, 0o644, 100, 8);
  writeOctal(header, 0, 108, 8);
  writeOctal(header, 0, 116, 8);
  writeOctal(header, size, 124, 12);
  writeOctal(header, Math.floor(mtime.getTime() / 1000), 136, 12);
  header[156] = 0x30; // "0": a regular file
  writeString(header, "ustar\0", 257, 6);
  writeString(header, "00", 263, 2);
  writeOctal(header, checksumOf(header), 148, 7);
  header[155] = 0x20;
  return header;
}

/** Zero bytes that fill an entry's data up to a whole block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((TAR_BLOCK - (size % TAR_BLOCK)) % TAR_BLOCK);
}

/** Two empty blocks end an archive. */
export const TAR_END = Buffer.alloc(TAR_BLOCK * 2);

export class DamagedArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DamagedArchiveError";
  }
}

export type TarEntryHeader = { name: string; size: number };

function readOctal(header: Buffer, offset: number, length: number): number {
  const text = header.toString("ascii", offset, offset + length).replace(/[\0 ]+$/, "");
  if (!/^[0-7]+$/.test(text.trim())) throw new DamagedArchiveError("a file header is damaged");
  return parseInt(text.trim(), 8);
}

/** Parses a header block; null for an empty block (the end of the archive). */
export function parseTarHeader(header: Buffer): TarEntryHeader | null {
  if (header.every((byte) => byte === 0)) return null;
  if (readOctal(header, 148, 8) !== checksumOf(header))
    throw new DamagedArchiveError("a file header fails its checksum");
  const type = header[156];
  if (type !== 0x30 && type !== 0) throw new DamagedArchiveError("the archive holds a non-file");
  const end = header.indexOf(0);
  const name = header.toString("utf8", 0, end >= 0 && end < NAME_MAX ? end : NAME_MAX);
  return { name, size: readOctal(header, 124, 12) };
}

export function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}
