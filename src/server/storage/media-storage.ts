/**
 * Where uploaded media lives: a local directory (local-storage.ts) or an S3-compatible bucket
 * (s3-storage.ts), chosen by STORAGE (storage.ts). Keys are flat, content-addressed file names.
 */
import "server-only";
import type { ByteSpan, RangeSpec } from "@/lib/media/byte-range";

/** What a read for serving found: the whole file, the part a range asked for, or no such part. */
export type MediaRead =
  | { kind: "whole"; size: number; body: ReadableStream<Uint8Array> }
  | { kind: "partial"; size: number; span: ByteSpan; body: ReadableStream<Uint8Array> }
  | { kind: "unsatisfiable"; size: number };

export interface MediaStorage {
  /** Stores `body` under `key`; storing the same key again replaces it. */
  put(key: string, body: Uint8Array): Promise<void>;
  /** The stored bytes, or undefined when nothing is stored under `key`. */
  get(key: string): Promise<Uint8Array | undefined>;
  /**
   * A stream of the stored bytes, or of the part `range` asks for, to serve: nothing is read
   * before it is sent (a video may be large). Undefined when nothing is stored under `key`.
   */
  read(key: string, range?: RangeSpec): Promise<MediaRead | undefined>;
  /** The stored file's size in bytes, or undefined when nothing is stored under `key`. */
  size(key: string): Promise<number | undefined>;
  /** Removes the file stored under `key`; removing what is not there is no error. */
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order (for backups and maintenance). */
  list(): AsyncIterable<string>;
}

/** Keys are plain file names: no directories, no dot files, nothing a path could escape with. */
export const MEDIA_KEY = /^[a-z0-9][a-z0-9_-]{0,99}\.(?:webp|png|jpg|gif|avif|mp4|webm)$/;

export function assertMediaKey(key: string): void {
  if (!MEDIA_KEY.test(key)) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
}

/** A key names its content (a hash of it), so whatever is served under it may be kept a year. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  avif: "image/avif",
  mp4: "video/mp4",
  webm: "video/webm",
};

export function mediaContentType(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}
