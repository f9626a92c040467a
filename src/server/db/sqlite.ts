import "server-only";
import { closeSync, openSync } from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type SqliteDatabase,
  type SqliteStatement,
} from "kysely";
import {
  ensurePrivateDirectory,
  makePrivate,
  PRIVATE_FILE_MODE,
} from "@/server/security/private-files";

/** How long a writer waits for another connection's write lock before SQLITE_BUSY. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;
/** Pause between attempts to switch a file that another process is opening to WAL. */
const WAL_RETRY_PAUSE_MS = 10;

/**
 * SQLite cannot bind booleans or dates. Converting them here lets every query be written once
 * for both dialects: booleans become 1/0 and dates ISO-8601 UTC text, which sorts in time order.
 */
function toSqliteValue(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

function bindable(parameters: readonly unknown[]): unknown[] {
  return parameters.map(toSqliteValue);
}

function wrap(database: BetterSqlite3.Database): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sql): SqliteStatement {
      const statement = database.prepare(sql);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(bindable(parameters)),
        run: (parameters) => statement.run(bindable(parameters)),
        iterate: (parameters) => statement.iterate(bindable(parameters)),
      };
    },
  };
}

/**
 * The database holds the site's secrets and visitors' inquiries: its directory and files are
 * the site user's only (docs/decisions/0033). The file is created owner-only before SQLite
 * opens it, since SQLite gives its -wal and -shm files the database file's permissions; an
 * older install's files are closed too.
 */
function makeDatabaseFilePrivate(file: string) {
  ensurePrivateDirectory(path.dirname(file));
  closeSync(openSync(file, "a", PRIVATE_FILE_MODE));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) makePrivate(name, PRIVATE_FILE_MODE);
}

/** Opens (creating if needed) a database file with the settings a web server needs. */
function openSqlite(file: string): BetterSqlite3.Database {
  if (file !== ":memory:") makeDatabaseFilePrivate(file);
  const database = new BetterSqlite3(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  // WAL lets readers run while one writer commits; NORMAL sync is durable across app crashes
  // in WAL mode and much faster than FULL.
  enableWal(database);
  database.pragma("synchronous = NORMAL");
  database.pragma("foreign_keys = ON");
  return database;
}

/**
 * Switching a new file to WAL needs it to itself. When several processes open the same new file
 * at once (servers starting together), SQLite has answered SQLITE_BUSY well within the busy
 * timeout (seen once in the seed test's three simultaneous starts), so the switch is retried
 * here until that timeout has passed.
 */
function enableWal(database: BetterSqlite3.Database) {
  const deadline = Date.now() + SQLITE_BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      database.pragma("journal_mode = WAL");
      return;
    } catch (error) {
      const busy = error instanceof BetterSqlite3.SqliteError && error.code === "SQLITE_BUSY";
      if (!busy || Date.now() > deadline) throw error;
      // Opening is synchronous; a short blocking pause happens only in this start-up race.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, WAL_RETRY_PAUSE_MS);
    }
  }
}

/**
 * SQLite does run DDL in transactions; Kysely's adapter just does not claim it. Claiming it makes
 * the Migrator run each batch of migrations in one transaction: all or nothing, and, begun
 * immediately (below), one process at a time.
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/**
 * Transactions take the write lock when they begin. A deferred transaction that reads and then
 * writes fails at once (SQLITE_BUSY_SNAPSHOT) if another process wrote in between, which the
 * busy timeout cannot cure; an immediate one waits its turn instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

export function sqliteDialect(file: string): Dialect {
  const config = { database: () => Promise.resolve(wrap(openSqlite(file))) };
  return {
    createAdapter: () => new TransactionalSqliteAdapter(),
    createDriver: () => new ImmediateSqliteDriver(config),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createIntrospector: (db) => new SqliteIntrospector(db),
  };
}
