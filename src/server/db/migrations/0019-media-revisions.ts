import "server-only";
import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * The media library's alt text history (docs/decisions/0041): a copy of a file's alt text at
 * every save, numbered per file, with its origin, as for posts (0013) and content documents
 * (0017); "earlier" is the text a file's first save replaced. No session or actor: the audit
 * log's entry for the save records who asked (its client address), and nothing more is kept.
 * Deleted with the file's row (foreign key cascade; SQLite honours it, sqlite.ts turns
 * foreign_keys on); a replace moves them to the new file's row first.
 */
export const createMediaRevisions: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("media_revisions")
      .addColumn("id", "varchar(32)", (col) => col.primaryKey())
      .addColumn("media_id", "varchar(32)", (col) =>
        col.notNull().references("media.id").onDelete("cascade"),
      )
      .addColumn("number", "integer", (col) => col.notNull())
      .addColumn("alt", "varchar(300)", (col) => col.notNull())
      .addColumn("origin", "varchar(16)", (col) =>
        col.notNull().check(sql`origin in ('earlier', 'saved', 'restored')`),
      )
      .addColumn("restored_from", type.timestamp)
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addUniqueConstraint("media_revisions_media_number_key", ["media_id", "number"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("media_revisions").execute();
  },
};
