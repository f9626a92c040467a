import { createHash } from "node:crypto";

/**
 * The part of a generated file's name that changes with its content (the first ten hex digits
 * of its SHA-256), so the file can be cached for good: fonts, icon sprites.
 */
export function contentHash(content: string | Buffer): string {
  return createHash("sha256").update(content).digest("hex").slice(0, 10);
}
