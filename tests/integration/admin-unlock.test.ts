import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hitBucket } from "@/server/auth/rate-limit";
import { createDb, type Db, dialectFor } from "@/server/db/connect";
import { migrateToLatest } from "@/server/db/migrate";

const run = promisify(execFile);
const WINDOW_MS = 15 * 60 * 1000;

/** npm run admin:unlock, run as the operator would, on the server's data directory. */
describe("npm run admin:unlock", () => {
  let dir: string;
  let db: Db;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "kursi-unlock-"));
    db = createDb(dialectFor({ kind: "sqlite", file: path.join(dir, "site.db") }));
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("clears every sign-in limit in the configured database, and nothing else", async () => {
    for (let i = 0; i < 100; i += 1) await hitBucket(db, "sign-in:all", WINDOW_MS);
    for (let i = 0; i < 5; i += 1) await hitBucket(db, "sign-in:address:192.0.2.7", WINDOW_MS);
    await hitBucket(db, "ai:session:someone", WINDOW_MS);

    const { stdout } = await run(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "scripts/admin-unlock.ts"],
      { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "", LOG_LEVEL: "warn" } },
    );

    expect(stdout).toContain(
      "admin:unlock: sign-in is open again (2 rate-limit counters cleared).",
    );
    const left = await db.selectFrom("rateLimitBuckets").select("bucket").execute();
    expect(left.map((row) => row.bucket)).toEqual(["ai:session:someone"]);
    // The audit log says who lifted the limits and how many there were (no address: a script).
    const entries = await db
      .selectFrom("auditLog")
      .select(["kind", "detail", "clientAddress"])
      .execute();
    expect(entries).toEqual([
      {
        kind: "sign-in.unlocked",
        detail: "by npm run admin:unlock (2 rate-limit counters cleared)",
        clientAddress: null,
      },
    ]);
  });
});
