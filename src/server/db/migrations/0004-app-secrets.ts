import "server-only";
import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Secrets the application generates for itself when none is configured (the contact form's
 * signing key). Kept in the database so that every instance sharing it uses the same one.
 */
export const createAppSecrets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("app_secrets")
      .addColumn("name", "varchar(64)", (col) => col.primaryKey())
      .addColumn("value", "text", (col) => col.notNull())
      .addColumn("created_at", columnTypes(db).timestamp, (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("app_secrets").execute();
  },
};
