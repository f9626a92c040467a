import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDb, dialectFor } from "@/server/db/connect";
import { migrateToLatest } from "@/server/db/migrate";
import { migrations } from "@/server/db/migrations";
import {
  createTestDatabase,
  type TestDatabase,
  tableNames,
  testDatabaseKinds,
} from "../support/databases";

const allMigrations = Object.keys(migrations).sort();

describe.each(testDatabaseKinds)("migrations on %s", (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it("apply every migration once, then nothing", async () => {
    database = await createTestDatabase(kind, { migrate: false });
    expect(await migrateToLatest(database.db)).toEqual(allMigrations);
    expect(await migrateToLatest(database.db)).toEqual([]);
    const tables = await tableNames(database.db);
    expect(tables).toEqual(expect.arrayContaining(["posts", "seed_history"]));
    const applied = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(database.db);
    expect(applied.rows.map((row) => row.name)).toEqual(allMigrations);
  });

  it("are safe when two instances start at once", async (context) => {
    if (kind === "sqlite") context.skip(true, "SQLite instances are processes: see below");
    database = await createTestDatabase(kind, { migrate: false });
    const other = database.connectAgain();
    const [first, second] = await Promise.all([
      migrateToLatest(database.db),
      migrateToLatest(other),
    ]);
    // Exactly one of them applied the migrations; the other found nothing left to do.
    expect([...first, ...second].sort()).toEqual(allMigrations);
    expect([first.length, second.length].sort()).toEqual([0, allMigrations.length]);
  });

  it("apply in a schema of their own when another schema of the database is migrated", async (context) => {
    if (kind === "sqlite") context.skip(true, "SQLite has one schema per file");
    database = await createTestDatabase(kind, { migrate: false });
    if (database.config.kind !== "postgres") throw new Error("not a PostgreSQL database");
    // A neighbour in the same database, named as a deployment would: in the URL's options.
    await sql`create schema neighbour`.execute(database.db);
    const url = new URL(database.config.url);
    url.searchParams.set("options", "-c search_path=neighbour");
    const neighbour = createDb(dialectFor({ kind: "postgres", url: url.toString() }));
    try {
      expect(await migrateToLatest(neighbour)).toEqual(allMigrations);
    } finally {
      await neighbour.destroy();
    }
    expect(await migrateToLatest(database.db)).toEqual(allMigrations);
    expect(await tableNames(database.db)).toEqual(expect.arrayContaining(["posts"]));
  });
});

describe("migrations on one SQLite file", () => {
  const run = promisify(execFile);
  const child = path.resolve("tests/support/migrate-child.ts");

  it("are safe when three processes start at once", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "kursi-migrate-"));
    try {
      const file = path.join(dir, "site.db");
      const outputs = await Promise.all(
        [1, 2, 3].map(() =>
          run(process.execPath, ["--conditions=react-server", "--import", "tsx", child, file]),
        ),
      );
      const applied = outputs.map(({ stdout }) => JSON.parse(stdout) as string[]);
      expect(applied.flat().sort()).toEqual(allMigrations);
      expect(applied.map((names) => names.length).sort()).toEqual([0, 0, allMigrations.length]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
