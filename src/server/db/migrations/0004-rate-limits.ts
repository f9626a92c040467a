import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Fixed-window counters, one row per scope and (hashed) subject, e.g. "contact:<address hash>".
 * In the database rather than in memory, so that several instances count together.
 */
export const createRateLimits: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("rate_limits")
      .addColumn("key", "varchar(128)", (col) => col.primaryKey())
      .addColumn("window_started_at", type.timestamp, (col) => col.notNull())
      .addColumn("hits", "integer", (col) => col.notNull())
      .execute();
    // Expired windows are deleted by age.
    await db.schema
      .createIndex("rate_limits_window_started_at_idx")
      .on("rate_limits")
      .column("window_started_at")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("rate_limits").execute();
  },
};
