import "server-only";
import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./column-types";

/**
 * An audit entry that stands for many events of one kind (docs/decisions/0025): refused
 * sign-ins from one address in one rate-limit window are one row whose count goes up, so a
 * flood of attempts cannot flood the log. `repeat_key` names the row (unique; null for every
 * ordinary entry, and nulls never collide); `occurrences` counts; `last_at` is the latest.
 */
export const countAuditRepeats: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema.alterTable("audit_log").addColumn("repeat_key", "varchar(200)").execute();
    await db.schema
      .alterTable("audit_log")
      .addColumn("occurrences", "integer", (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable("audit_log").addColumn("last_at", type.timestamp).execute();
    await db.schema
      .createIndex("audit_log_repeat_key_idx")
      .on("audit_log")
      .column("repeat_key")
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("audit_log_repeat_key_idx").execute();
    for (const column of ["last_at", "occurrences", "repeat_key"])
      await db.schema.alterTable("audit_log").dropColumn(column).execute();
  },
};
