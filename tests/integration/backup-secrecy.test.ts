import { execFile } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { setAdminKey } from "@/server/auth/admin-key";
import { hitBucket } from "@/server/auth/rate-limit";
import { createSession } from "@/server/auth/session-store";
import { createChallenge } from "@/server/auth/sign-in-challenges";
import { beginTwoFactorSetup } from "@/server/auth/two-factor";
import { createBackup } from "@/server/backup/backup";
import { runDailyBackup } from "@/server/backup/daily-backup";
import { createDb, dialectFor } from "@/server/db/connect";
import { migrateToLatest } from "@/server/db/migrate";
import { readOrCreateAppSecret } from "@/server/security/app-secrets";
import { LocalDirectoryStorage } from "@/server/storage/local-storage";
import { createTestDatabase, testDatabaseKinds } from "../support/databases";

/*
 * A backup is a secret (docs/decisions/0033): archives are readable by the site's user only,
 * in a directory only it can open, daily ones too; the data directory and the SQLite database
 * are private; and what an archive holds is no live credential: no session, sign-in challenge,
 * rate-limit counter or generated secret, and the two-factor secret only sealed.
 */

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "kursi-secret-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
const mode = (file: string) => statSync(file).mode & 0o777;

/** The archive's entries by name, read with gunzip and the tar layout. */
function entries(archive: string): Map<string, string> {
  const tar = gunzipSync(readFileSync(archive));
  const found = new Map<string, string>();
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    const name = header.toString("utf8", 0, header.indexOf(0));
    const size = parseInt(header.toString("ascii", 124, 136).replace(/\0.*$/, ""), 8);
    found.set(name, tar.toString("utf8", at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return found;
}

describe("the data directory", () => {
  it("is private, with the SQLite database and its journal files, new or found open", async () => {
    const parent = tempDir();
    const dataDir = path.join(parent, "data");
    const db = createDb(dialectFor({ kind: "sqlite", file: path.join(dataDir, "site.db") }));
    cleanups.push(() => db.destroy());
    await migrateToLatest(db);
    expect(mode(dataDir)).toBe(0o700);
    for (const name of ["site.db", "site.db-wal", "site.db-shm"])
      expect(mode(path.join(dataDir, name)), name).toBe(0o600);

    // An install from before: its directory and file open to everyone on the machine.
    const old = path.join(parent, "old");
    mkdirSync(old, { mode: 0o755 });
    chmodSync(old, 0o755);
    writeFileSync(path.join(old, "site.db"), "");
    chmodSync(path.join(old, "site.db"), 0o644);
    const reopened = createDb(dialectFor({ kind: "sqlite", file: path.join(old, "site.db") }));
    cleanups.push(() => reopened.destroy());
    await migrateToLatest(reopened);
    expect(mode(old)).toBe(0o700);
    expect(mode(path.join(old, "site.db"))).toBe(0o600);
  });
});

describe.each(testDatabaseKinds)("a backup of %s", (kind) => {
  it("holds no live credential: no session, challenge, counter or generated secret; the TOTP secret sealed", async () => {
    const source = await createTestDatabase(kind);
    cleanups.push(() => source.destroy());
    const db = source.db;
    await setAdminKey(db, "the backed-up site's admin key");
    const session = await createSession(db);
    const challenge = await createChallenge(db);
    await hitBucket(db, "sign-in:address:192.0.2.1", 60_000);
    const formSecret = await readOrCreateAppSecret(db, "form");
    const secret = (await beginTwoFactorSetup(db))!;
    const file = path.join(tempDir(), "site.tar.gz");
    await createBackup({ db, storage: new LocalDirectoryStorage(path.join(tempDir(), "u")), file });

    const archive = entries(file);
    const tables = [...archive.keys()].filter((name) => name.startsWith("database/"));
    for (const left of [
      "admin_sessions",
      "admin_sign_in_challenges",
      "rate_limit_buckets",
      "app_secrets",
    ])
      expect(tables, left).not.toContain(`database/${left}.jsonl`);
    expect(tables).toEqual(
      expect.arrayContaining(["database/admin_secret.jsonl", "database/admin_two_factor.jsonl"]),
    );
    const text = [...archive.values()].join("\n");
    for (const live of [session.token, challenge.token, formSecret, secret, "sign-in:address"])
      expect(text, live).not.toContain(live);
    expect(archive.get("database/admin_two_factor.jsonl")).toMatch(/"secret":"v1:[0-9a-f]{16}:/);
  });
});

describe("backup archives", () => {
  it("are written owner-only into an owner-only directory, by the script and by the server", async () => {
    const run = promisify(execFile);
    const dataDir = tempDir();
    const backups = path.join(tempDir(), "new", "backups");
    const { stdout } = await run(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "scripts/backup.ts"],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", BACKUP_DIR: backups } },
    );
    const [archive] = readdirSync(backups);
    expect(stdout).toContain(`backup: wrote ${path.join(backups, archive!)}`);
    expect(mode(backups)).toBe(0o700);
    expect(mode(path.join(backups, archive!))).toBe(0o600);

    // A directory the operator made open before is closed; a shared one (sticky, like /tmp)
    // is left alone, and the archive in it is still the owner's only.
    const open = path.join(tempDir(), "open");
    mkdirSync(open);
    chmodSync(open, 0o755);
    await run(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "scripts/backup.ts"],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", BACKUP_DIR: open } },
    );
    expect(mode(open)).toBe(0o700);
    const shared = path.join(tempDir(), "shared");
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    const sharedRun = await run(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "scripts/backup.ts", "--out", shared],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
    );
    expect(statSync(shared).mode & 0o7777).toBe(0o1777);
    expect(sharedRun.stderr).toContain(`backup: ${shared} is open to other users`);
    expect(mode(path.join(shared, readdirSync(shared)[0]!))).toBe(0o600);

    // The server's daily archive, into a directory it makes.
    const site = await createTestDatabase("sqlite");
    cleanups.push(() => site.destroy());
    const daily = path.join(tempDir(), "daily", "archives");
    const result = await runDailyBackup({
      db: site.db,
      storage: new LocalDirectoryStorage(path.join(dataDir, "uploads")),
      dir: daily,
      keep: 7,
    });
    if (result.status !== "written") throw new Error(result.status);
    expect(mode(daily)).toBe(0o700);
    expect(mode(result.file)).toBe(0o600);
  }, 120_000);
});
