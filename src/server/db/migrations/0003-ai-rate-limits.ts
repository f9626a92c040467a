import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./column-types";

/** Per-session counters of AI requests, one row per session and time window. */
export const createAiRateLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("ai_rate_limits")
      .addColumn("window_start", columnTypes(db).timestamp, (col) => col.notNull())
      .addColumn("session_key", "varchar(64)", (col) => col.notNull())
      .addColumn("count", "integer", (col) => col.notNull())
      // Window first: expired windows are deleted by a range over the key's prefix.
      .addPrimaryKeyConstraint("ai_rate_limits_pkey", ["window_start", "session_key"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("ai_rate_limits").execute();
  },
};
