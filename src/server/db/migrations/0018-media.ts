import "server-only";
import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * The media library (docs/decisions/0041): one row per stored upload, by its storage key (a
 * name made from its content), with what the library shows and the alt text the operator
 * writes. Files stored before this migration get their rows when the library is first opened
 * (src/server/media/media-backfill.ts), not here: a migration has no storage to list.
 */
export const createMedia: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("media")
      .addColumn("id", "varchar(32)", (col) => col.primaryKey())
      .addColumn("key", "varchar(120)", (col) => col.notNull().unique())
      .addColumn("kind", "varchar(8)", (col) =>
        col.notNull().check(sql`kind in ('image', 'video')`),
      )
      .addColumn("content_type", "varchar(64)", (col) => col.notNull())
      .addColumn("bytes", "integer", (col) => col.notNull())
      .addColumn("width", "integer")
      .addColumn("height", "integer")
      .addColumn("name", "varchar(200)", (col) => col.notNull())
      .addColumn("alt", "varchar(300)", (col) => col.notNull().defaultTo(""))
      .addColumn("source", "varchar(16)", (col) =>
        col.notNull().check(sql`source in ('upload', 'storage')`),
      )
      .addColumn("uploaded_at", type.timestamp, (col) => col.notNull())
      .execute();
    await db.schema.createIndex("media_uploaded_at").on("media").column("uploaded_at").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("media").execute();
  },
};
