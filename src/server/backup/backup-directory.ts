import "server-only";
import { mkdirSync, statSync } from "node:fs";
import { makePrivate, PRIVATE_DIRECTORY_MODE } from "@/server/security/private-files";

/*
 * Where archives go is a secret's place (docs/decisions/0033): a directory made for them is the
 * site user's only (0700), and so is the configured one (BACKUP_DIR, ./backups), closed if it
 * was open. A directory named for one run (--out) is not changed, nor a shared one (sticky, as
 * /tmp) or another user's: the archive in it is still 0600, and a warning says the rest.
 */

/** Makes (or closes) `dir` for archives; returns a warning when it stays open to others. */
export function prepareBackupDirectory(dir: string, { adopt }: { adopt: boolean }): string | null {
  const existed = statSync(dir, { throwIfNoEntry: false }) !== undefined;
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  if (!existed || adopt) makePrivate(dir, PRIVATE_DIRECTORY_MODE);
  const mode = statSync(dir).mode & 0o7777;
  if ((mode & 0o077) === 0) return null;
  return `${dir} is open to other users (mode ${mode.toString(8)}); the archive itself is readable by its owner only, but keep backups in a private directory (chmod 700)`;
}
