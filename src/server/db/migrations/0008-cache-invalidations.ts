import "server-only";
import type { Kysely, Migration } from "kysely";
import { isPostgres } from "../connect";
import { columnTypes } from "./column-types";

/**
 * Cache invalidations shared by every instance (docs/decisions/0023): each write that expires
 * cached pages records which cache tags and response paths it expired, and every production
 * server applies the rows it has not seen to its own in-process caches. Rows are pruned after
 * a while; the increasing id is each instance's cursor.
 */
export const createCacheInvalidations: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("cache_invalidations")
      .addColumn("id", isPostgres(db) ? "serial" : "integer", (col) =>
        isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement(),
      )
      .addColumn("tags", type.json, (col) => col.notNull())
      .addColumn("paths", type.json, (col) => col.notNull())
      .addColumn("origin", "varchar(64)")
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("cache_invalidations").execute();
  },
};
