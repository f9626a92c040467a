import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import {
  createDb,
  type DatabaseConfig,
  type Db,
  dialectFor,
  isPostgres,
} from "@/server/db/connect";
import { migrateToLatest } from "@/server/db/migrate";
import { postgresUrl } from "./postgres-server";

/*
 * The databases integration tests run against: SQLite (a temporary file) and PostgreSQL, the
 * run's server (TEST_DATABASE_URL, or the one the global setup started: postgres-server.ts).
 * Each test database is fresh and migrated; on PostgreSQL it lives in a schema of its own,
 * dropped after.
 */

export type TestDatabaseKind = "sqlite" | "postgres";

export type TestDatabase = {
  kind: TestDatabaseKind;
  db: Db;
  /** How another process reaches the same database. */
  config: DatabaseConfig;
  /** A second, independent connection to the same database (for concurrency tests). */
  connectAgain: () => Db;
  destroy: () => Promise<void>;
};

export const testDatabaseKinds: readonly TestDatabaseKind[] = ["sqlite", "postgres"];

async function withPgClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function createSqlite(): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), "kursi-db-"));
  const file = path.join(dir, "site.db");
  const extra: Db[] = [];
  const db = createDb(dialectFor({ kind: "sqlite", file }));
  return {
    kind: "sqlite",
    db,
    config: { kind: "sqlite", file },
    connectAgain: () => {
      const again = createDb(dialectFor({ kind: "sqlite", file }));
      extra.push(again);
      return again;
    },
    destroy: async () => {
      await Promise.all([db, ...extra].map((instance) => instance.destroy()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresSchema(url: string): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  await withPgClient(url, (client) => client.query(`create schema ${schema}`));
  const extra: Db[] = [];
  const connect = () => createDb(dialectFor({ kind: "postgres", url, searchPath: schema }));
  const db = connect();
  return {
    kind: "postgres",
    db,
    config: { kind: "postgres", url, searchPath: schema },
    connectAgain: () => {
      const again = connect();
      extra.push(again);
      return again;
    },
    destroy: async () => {
      await Promise.all([db, ...extra].map((instance) => instance.destroy()));
      await withPgClient(url, (client) => client.query(`drop schema ${schema} cascade`));
    },
  };
}

/** A fresh database of the given kind; migrated unless `migrate` is false. */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const database =
    kind === "sqlite" ? await createSqlite() : await createPostgresSchema(postgresUrl());
  if (options.migrate !== false) await migrateToLatest(database.db);
  return database;
}

/** The application's tables in the database's current schema (a server lists other schemas' too). */
export async function tableNames(db: Db): Promise<string[]> {
  const schema = isPostgres(db)
    ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
    : undefined;
  return (await db.introspection.getTables())
    .filter((table) => schema === undefined || table.schema === schema)
    .map((table) => table.name);
}

/** Empties every application table (whatever the migrations created), keeping the schema. */
export async function truncateAll(db: Db): Promise<void> {
  const tables = await tableNames(db);
  if (tables.length === 0) return;
  if (isPostgres(db)) {
    await sql`truncate table ${sql.join(tables.map((name) => sql.table(name)))} cascade`.execute(
      db,
    );
    return;
  }
  await db.connection().execute(async (connection) => {
    await sql`pragma foreign_keys = off`.execute(connection);
    try {
      for (const name of tables) await sql`delete from ${sql.table(name)}`.execute(connection);
    } finally {
      await sql`pragma foreign_keys = on`.execute(connection);
    }
  });
}
