import "server-only";
import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./column-types";

/**
 * The admin's audit log (docs/decisions/0025): one row per sign-in, sign-out, key or
 * two-factor change, post and inquiry action, with its time and client address. The admin
 * screen reads it newest first, optionally by kind; the retention sweep deletes by time.
 */
export const createAuditLog: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("audit_log")
      .addColumn("id", "varchar(32)", (col) => col.primaryKey())
      .addColumn("kind", "varchar(40)", (col) => col.notNull())
      .addColumn("subject", "varchar(200)")
      .addColumn("detail", "varchar(500)")
      .addColumn("client_address", "varchar(64)")
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("audit_log_created_at_idx")
      .on("audit_log")
      .columns(["created_at", "id"])
      .execute();
    await db.schema
      .createIndex("audit_log_kind_created_at_idx")
      .on("audit_log")
      .columns(["kind", "created_at", "id"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("audit_log").execute();
  },
};
