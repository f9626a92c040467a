import "server-only";
import { type Kysely, type MigrationResult, Migrator } from "kysely";
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
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Migrations speak in physical (snake_case) names, so they run without the naming plugin.
  const migrator = new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
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
