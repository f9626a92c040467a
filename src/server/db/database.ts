import "server-only";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { createDb, databaseConfig, type Db, dialectFor } from "./connect";
import { migrateToLatest } from "./migrate";

type DatabaseState = { db: Db; ready: Promise<Db> };

// Next.js bundles instrumentation and each route separately; keeping the instance on
// globalThis gives the whole process one connection pool (and one migration run).
const STATE_KEY = Symbol.for("kursi.database");
const globalState = globalThis as typeof globalThis & { [STATE_KEY]?: DatabaseState };

function open(): DatabaseState {
  const config = databaseConfig(env);
  const db = createDb(dialectFor(config));
  const ready = migrateToLatest(db).then((applied) => {
    if (applied.length > 0) log.info({ applied, dialect: config.kind }, "database migrated");
    return db;
  });
  // A failed migration is not cached: the next caller tries again (and sees the error).
  ready.catch(() => {
    if (globalState[STATE_KEY]?.ready === ready) delete globalState[STATE_KEY];
    void db.destroy();
  });
  return { db, ready };
}

/**
 * The application's database, migrated. The server migrates at start (instrumentation.ts);
 * scripts and anything else that runs first migrate here, once per process.
 */
export function getDb(): Promise<Db> {
  globalState[STATE_KEY] ??= open();
  return globalState[STATE_KEY].ready;
}

/** Closes the pool, for scripts that should exit when done. */
export async function closeDb(): Promise<void> {
  const state = globalState[STATE_KEY];
  delete globalState[STATE_KEY];
  if (state) await state.db.destroy();
}

/**
 * `getDb()` after `seed` has run once in this process (docs/decisions/0040): content a server
 * could not write at start, its database unreachable then, is written on the first read that
 * needs it. A failure is not kept: the next read tries again. Seeds are idempotent per database.
 */
export function seededDb(seed: (db: Db) => Promise<unknown>): () => Promise<Db> {
  let seeded: Promise<Db> | undefined;
  return () => {
    seeded ??= getDb().then(async (db) => (await seed(db), db));
    seeded.catch(() => (seeded = undefined));
    return seeded;
  };
}
