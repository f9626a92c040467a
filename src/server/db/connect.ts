import "server-only";
import path from "node:path";
import { CamelCasePlugin, type Dialect, Kysely, PostgresAdapter, type QueryExecutor } from "kysely";
import { POSTGRES_ADAPTER, postgresDialect } from "./postgres";
import type { Database } from "./schema";
import { sqliteDialect } from "./sqlite";

export type Db = Kysely<Database>;

export type DatabaseConfig = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

/** SQLite in DATA_DIR unless DATABASE_URL names a PostgreSQL server. */
export function databaseConfig(env: {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
}): DatabaseConfig {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "sqlite", file: path.join(env.DATA_DIR, "site.db") };
}

export function dialectFor(config: DatabaseConfig): Dialect {
  return config.kind === "postgres" ? postgresDialect(config.url) : sqliteDialect(config.file);
}

/** A Kysely instance over any dialect, with the application's camelCase naming. */
export function createDb(dialect: Dialect): Db {
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

/** Whether `db` talks to PostgreSQL, whichever bundled copy of Kysely made it (postgres.ts). */
export function isPostgres(db: { getExecutor(): QueryExecutor }): boolean {
  const adapter: object = db.getExecutor().adapter;
  return POSTGRES_ADAPTER in adapter || adapter instanceof PostgresAdapter;
}
