import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runDailyBackup } from "@/server/backup/daily-backup";
import { LocalDirectoryStorage } from "@/server/storage/local-storage";
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
  truncateAll,
} from "../support/databases";

/* The server's daily backups (docs/decisions/0019): one a day across instances, the newest kept. */

const HOUR = 3_600_000;

describe.each(testDatabaseKinds)("daily backups on %s", (kind) => {
  let database: TestDatabase;
  let dir: string;
  let storage: LocalDirectoryStorage;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());
  beforeEach(async () => {
    await truncateAll(database.db);
    dir = mkdtempSync(path.join(tmpdir(), "kursi-daily-"));
    storage = new LocalDirectoryStorage(path.join(dir, "uploads"));
    return () => rmSync(dir, { recursive: true, force: true });
  });
  const archives = () => readdirSync(path.join(dir, "backups")).sort();
  const run = (db: TestDatabase["db"], now: Date) =>
    runDailyBackup({ db, storage, dir: path.join(dir, "backups"), keep: 2, now });

  it("writes one archive a day, and keeps the newest two", async () => {
    const start = new Date("2025-06-01T03:00:00Z");
    expect(await run(database.db, start)).toMatchObject({ status: "written", removed: [] });
    expect(await run(database.db, new Date(start.getTime() + HOUR))).toEqual({ status: "not-due" });
    expect(await run(database.db, new Date(start.getTime() + 23 * HOUR))).toEqual({
      status: "not-due",
    });
    await run(database.db, new Date(start.getTime() + 24 * HOUR));
    expect(await run(database.db, new Date(start.getTime() + 49 * HOUR))).toMatchObject({
      status: "written",
      removed: ["site-backup-20250601T030000Z.tar.gz"],
    });
    expect(archives()).toEqual([
      "site-backup-20250602T030000Z.tar.gz",
      "site-backup-20250603T040000Z.tar.gz",
    ]);
  });

  it("is taken by one instance when several check at once", async () => {
    const now = new Date("2025-06-01T03:00:00Z");
    const others = [database.connectAgain(), database.connectAgain()];
    const results = await Promise.all([database.db, ...others].map((db) => run(db, now)));
    expect(results.filter((result) => result.status === "written")).toHaveLength(1);
    expect(archives()).toHaveLength(1);
  });
});
