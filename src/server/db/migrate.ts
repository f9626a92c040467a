import "server-only";
import { type Kysely, type MigrationResult, type MigrationResultSet, Migrator, sql } from "kysely";
import { isPostgres } from "./connect";
import { migrations } from "./migrations";
import type { Database } from "./schema";

class MigrationError extends Error {
  constructor(
    message: string,
    readonly results: MigrationResult[],
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "MigrationError";
  }
}

/**
 * Brings the schema up to date; a no-op when it already is. Safe when several processes start
 * at once: on PostgreSQL Kysely's Migrator holds an advisory lock while it migrates, on SQLite
 * the migration transaction takes the write lock when it begins (see sqlite.ts). Returns the
 * names of the migrations this call applied.
 *
 * On PostgreSQL the Migrator's bookkeeping tables are named in the connection's current schema:
 * left unqualified, Kysely takes a kysely_migration table in any other schema of the database
 * for its own and then fails to find it on the search path.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Brings the schema up to the named migration (a restore rebuilds the archive's schema first). */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: Kysely<Database>,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  // Migrations speak in physical (snake_case) names, so they run without the naming plugin.
  const physical = db.withoutPlugins();
  const migrator = new Migrator({
    db: physical,
    provider: { getMigrations: async () => migrations },
    ...(isPostgres(db) ? { migrationTableSchema: await currentSchema(physical) } : {}),
  });
  const { error, results = [] } = await run(migrator);
  if (error) {
    const failed = results.find((result) => result.status === "Error")?.migrationName;
    throw new MigrationError(
      failed ? `migration ${failed} failed` : "could not migrate the database",
      results,
      { cause: error },
    );
  }
  return results
    .filter((result) => result.status === "Success")
    .map((result) => result.migrationName);
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error("the connection's search_path names no schema that exists");
  return schema;
}
