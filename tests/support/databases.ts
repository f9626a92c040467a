import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import {
  createDb,
  type DatabaseConfig,
  type Db,
  dialectFor,
  isPostgres,
} from "@/server/db/connect";
import { migrateToLatest } from "@/server/db/migrate";
import { migrations } from "@/server/db/migrations";
import { createDatabase, databaseUrl, postgresUrl, withClient } from "./postgres-server";

/*
 * The databases integration tests run against: SQLite (a temporary file) and PostgreSQL, the
 * run's server (TEST_DATABASE_URL, or the one the global setup started: postgres-server.ts).
 * Each test database is fresh and migrated; on PostgreSQL it is a database of its own, copied
 * from a migrated template and dropped after.
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

/**
 * The migrated database every PostgreSQL test database is copied from, one per server and set
 * of migrations: copying takes about 60 ms where migrating takes 155. Made once, under an
 * advisory lock so that parallel workers wait for the first, and named only once migrated.
 */
const TEMPLATE = `test_template_${createHash("sha256")
  .update(
    Object.entries(migrations)
      .map(([name, migration]) => `${name}\n${String(migration.up)}`)
      .join("\n"),
  )
  .digest("hex")
  .slice(0, 12)}`;
/** The advisory lock's key: a number nothing else here locks. */
const TEMPLATE_LOCK = 2_840_117;
let template: Promise<string> | undefined;

function migratedTemplate(url: string): Promise<string> {
  template ??= withClient(url, async (client) => {
    await client.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    try {
      const found = await client.query("select 1 from pg_database where datname = $1", [TEMPLATE]);
      if (found.rowCount) return TEMPLATE;
      const building = `test_building_${randomBytes(6).toString("hex")}`;
      await client.query(`create database ${building}`);
      const db = createDb(dialectFor({ kind: "postgres", url: databaseUrl(url, building) }));
      await migrateToLatest(db).finally(() => db.destroy());
      await client.query(`alter database ${building} rename to ${TEMPLATE}`);
      return TEMPLATE;
    } finally {
      await client.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
    }
  });
  return template;
}

async function createPostgres(url: string, migrated: boolean): Promise<TestDatabase> {
  const template = migrated ? await migratedTemplate(url) : undefined;
  const database = await createDatabase(url, { prefix: "test", template });
  const config = { kind: "postgres", url: database.url } as const;
  const extra: Db[] = [];
  const db = createDb(dialectFor(config));
  return {
    kind: "postgres",
    db,
    config,
    connectAgain: () => {
      const again = createDb(dialectFor(config));
      extra.push(again);
      return again;
    },
    destroy: async () => {
      await Promise.all([db, ...extra].map((instance) => instance.destroy()));
      await database.drop();
    },
  };
}

/** A fresh database of the given kind; migrated unless `migrate` is false. */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate !== false;
  if (kind === "postgres") return createPostgres(postgresUrl(), migrate);
  const database = await createSqlite();
  if (migrate) await migrateToLatest(database.db);
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
