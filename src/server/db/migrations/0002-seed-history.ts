import "server-only";
import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./column-types";

/** Records which seeds have run, so sample content is written once per database. */
export const createSeedHistory: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("seed_history")
      .addColumn("name", "varchar(64)", (col) => col.primaryKey())
      .addColumn("applied_at", columnTypes(db).timestamp, (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("seed_history").execute();
  },
};
