import "server-only";
import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Two-factor sign-in for the admin (docs/decisions/0020): the TOTP secret with the last step a
 * code was accepted for (one row; set up but not yet confirmed while enabled_at is null), the
 * recovery codes by their SHA-256, and the short-lived challenges a browser holds between the
 * right key and its code.
 */
export const createAdminTwoFactor: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("admin_two_factor")
      .addColumn("id", "varchar(16)", (col) => col.primaryKey())
      .addColumn("secret", "varchar(64)", (col) => col.notNull())
      .addColumn("enabled_at", type.timestamp)
      .addColumn("last_used_step", "integer")
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("admin_recovery_codes")
      .addColumn("code_hash", "varchar(64)", (col) => col.primaryKey())
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("used_at", type.timestamp)
      .execute();
    await db.schema
      .createTable("admin_sign_in_challenges")
      .addColumn("token_hash", "varchar(64)", (col) => col.primaryKey())
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("expires_at", type.timestamp, (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("admin_sign_in_challenges").execute();
    await db.schema.dropTable("admin_recovery_codes").execute();
    await db.schema.dropTable("admin_two_factor").execute();
  },
};
