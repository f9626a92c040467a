import "server-only";
import { chmodSync, mkdirSync, statSync } from "node:fs";

/*
 * Files only the site's own user may read: the data directory (the SQLite database, the
 * encryption key) and backup archives hold secrets and personal data (docs/decisions/0033).
 */

/** Owner only: rwx for directories, rw for files. */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` (and missing parents) as a private directory, or makes an existing one private
 * when this process owns it. A directory shared on purpose (one with the sticky bit, as /tmp)
 * or owned by someone else is left as it is; `false` then says it was not made private.
 */
export function ensurePrivateDirectory(dir: string): boolean {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  return makePrivate(dir, PRIVATE_DIRECTORY_MODE);
}

/** Takes group and other access away from a file or directory this process owns. */
export function makePrivate(target: string, mode: number): boolean {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) return false;
  if ((stats.mode & 0o777) === mode) return true;
  const shared = (stats.mode & 0o1000) !== 0;
  const owned = typeof process.getuid !== "function" || stats.uid === process.getuid();
  if (shared || !owned) return false;
  chmodSync(target, mode);
  return true;
}
