import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { checkAdminKey } from "@/server/auth/admin-key";
import { createDb, dialectFor } from "@/server/db/connect";

const run = promisify(execFile);
const child = path.resolve("tests/support/admin-key-child.ts");

/** Starts the key step in a fresh process on a SQLite database under `dataDir`. */
async function startOnce(dataDir: string) {
  const { ADMIN_SECRET_KEY: _unset, DATABASE_URL: _sqlite, ...inherited } = process.env;
  return run(process.execPath, ["--conditions=react-server", "--import", "tsx", child], {
    env: { ...inherited, NODE_ENV: "production", LOG_LEVEL: "info", DATA_DIR: dataDir },
  });
}

describe("the generated admin key at first start", () => {
  let dataDir: string | undefined;
  afterEach(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  });

  it("is shown once on standard error as plain text, never in the JSON log", async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "kursi-admin-key-"));
    const first = await startOnce(dataDir);

    const key = /Sign in at \/admin with:\s+(\S+)/.exec(first.stderr)?.[1];
    expect(key).toBeDefined();
    const db = createDb(dialectFor({ kind: "sqlite", file: path.join(dataDir, "site.db") }));
    try {
      expect(await checkAdminKey(db, key!)).toBe(true);
    } finally {
      await db.destroy();
    }

    // Standard output is the structured log: JSON lines, one of them noting the key, none with it.
    const logLines = first.stdout.trim().split("\n");
    for (const line of logLines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    expect(logLines.some((line) => line.includes("admin secret key generated"))).toBe(true);
    expect(first.stdout).not.toContain(key!);
    expect(first.stderr.startsWith("{")).toBe(false);

    const second = await startOnce(dataDir);
    expect(second.stderr).not.toContain(key!);
    expect(second.stderr).not.toContain("Sign in at /admin");
  });
});
