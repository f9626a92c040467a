import "server-only";
import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Cache invalidations carry cache tags only (docs/decisions/0030): the paths were for the
 * production server's own response cache, which is now a microcache of seconds that nobody
 * purges. The rows are transient (an hour), so nothing of value is dropped.
 */
export const cacheInvalidationsTagsOnly: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("cache_invalidations").dropColumn("paths").execute();
  },
  async down(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .alterTable("cache_invalidations")
      .addColumn("paths", type.json, (col) => col.notNull().defaultTo("[]"))
      .execute();
  },
};
