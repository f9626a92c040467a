import "server-only";
import { type Dialect, PostgresDialect } from "kysely";
import pg from "pg";

/** Connections per instance; several instances share the server's max_connections. */
const POSTGRES_POOL_SIZE = 10;

export function postgresDialect(
  connectionString: string,
  options: { searchPath?: string } = {},
): Dialect {
  return new PostgresDialect({
    pool: new pg.Pool({
      connectionString,
      max: POSTGRES_POOL_SIZE,
      // A schema other than public (the test harness gives each test file its own).
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    }),
  });
}
