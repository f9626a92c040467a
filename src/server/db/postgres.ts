import "server-only";
import { type Dialect, type DialectAdapter, PostgresDialect } from "kysely";
import pg from "pg";
import { log } from "@/server/log";

/** Connections per instance; several instances share the server's max_connections. */
const POSTGRES_POOL_SIZE = 10;

/**
 * Set on the adapter of every PostgreSQL connection made here. Next.js bundles Kysely once per
 * server chunk, and the connection pool is shared through globalThis (database.ts), so a chunk's
 * own `PostgresAdapter` class does not recognise an adapter another chunk made: `instanceof`
 * said "not PostgreSQL" and the SQLite branch ran. A registered symbol is the same in every copy.
 */
export const POSTGRES_ADAPTER = Symbol.for("kursi.db.postgres-adapter");

export function markPostgresAdapter<T extends DialectAdapter>(adapter: T): T {
  return Object.assign(adapter, { [POSTGRES_ADAPTER]: true });
}

class MarkedPostgresDialect extends PostgresDialect {
  override createAdapter(): DialectAdapter {
    return markPostgresAdapter(super.createAdapter());
  }
}

/** How long opening a connection may take before the query that needed it fails. */
const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;

export function postgresDialect(connectionString: string): Dialect {
  const pool = new pg.Pool({
    connectionString,
    max: POSTGRES_POOL_SIZE,
    // A database that does not answer (not one that refuses) fails a request in seconds, not
    // after the operating system's TCP timeout of minutes.
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
  });
  // A connection idle in the pool that the server ends (a restart, a failover, an administrator)
  // is reported here, already dropped: the next query opens another. Unhandled, the event is an
  // uncaught exception, which ends a process that has no framework around it (the worker, the
  // scripts). The error carries its client, password included: only its code and message go out.
  pool.on("error", (error: Error & { code?: string }) =>
    log.warn({ code: error.code, message: error.message }, "PostgreSQL ended an idle connection"),
  );
  return new MarkedPostgresDialect({ pool });
}
