import "server-only";
import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Admin authentication (docs/decisions/0005): the secret key's hash (one row), server-side sessions
 * (stored by the SHA-256 of their token, never the token) and the counters that rate-limit
 * failed sign-ins. All in the database, so several instances behave like one.
 */
export const createAdminAuth: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("admin_secret")
      .addColumn("id", "varchar(16)", (col) => col.primaryKey())
      .addColumn("key_hash", "text", (col) => col.notNull())
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("admin_sessions")
      .addColumn("token_hash", "varchar(64)", (col) => col.primaryKey())
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("last_seen_at", type.timestamp, (col) => col.notNull())
      .addColumn("expires_at", type.timestamp, (col) => col.notNull())
      .execute();
    // Purging expired sessions scans by expiry.
    await db.schema
      .createIndex("admin_sessions_expires_at_idx")
      .on("admin_sessions")
      .column("expires_at")
      .execute();
    await db.schema
      .createTable("rate_limit_buckets")
      .addColumn("bucket", "varchar(128)", (col) => col.primaryKey())
      .addColumn("window_started_at", type.timestamp, (col) => col.notNull())
      .addColumn("hits", "integer", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("rate_limit_buckets").execute();
    await db.schema.dropTable("admin_sessions").execute();
    await db.schema.dropTable("admin_secret").execute();
  },
};
