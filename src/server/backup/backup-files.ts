import "server-only";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

/** Archives are named by their UTC time, so that names sort in time order. */
const BACKUP_NAME = /^site-backup-\d{8}T\d{6}Z\.tar\.gz$/;

export function backupFileName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  return `site-backup-${stamp}.tar.gz`;
}

/** Where an archive goes: `target` itself if it names a .tar.gz file, else a new name inside it. */
export async function backupPath(target: string, now: Date): Promise<string> {
  if (target.endsWith(".tar.gz")) {
    const existing = await stat(target).catch(() => undefined);
    if (!existing?.isDirectory()) return path.resolve(target);
  }
  return path.resolve(target, backupFileName(now));
}

/** Deletes all but the newest `keep` archives in `dir` (only files named as backups write them). */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => BACKUP_NAME.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}
