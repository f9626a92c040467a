import "server-only";
import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Post revisions (docs/decisions/0027): a copy of the post at every save, numbered per post,
 * with its origin and the session that saved it; deleted with the post (foreign key cascade,
 * which SQLite honours because sqlite.ts turns foreign_keys on).
 */
export const createPostRevisions: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("post_revisions")
      .addColumn("id", "varchar(32)", (col) => col.primaryKey())
      .addColumn("post_id", "varchar(32)", (col) =>
        col.notNull().references("posts.id").onDelete("cascade"),
      )
      .addColumn("number", "integer", (col) => col.notNull())
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("content", "text", (col) => col.notNull())
      .addColumn("category", "text", (col) => col.notNull())
      .addColumn("image_url", "text")
      .addColumn("author", "text")
      .addColumn("excerpt", "text")
      .addColumn("tags", type.json, (col) => col.notNull())
      .addColumn("read_time", "text")
      .addColumn("ai_enhanced", type.boolean, (col) => col.notNull())
      .addColumn("ai_badge", "text")
      .addColumn("status", "varchar(16)", (col) => col.notNull())
      .addColumn("origin", "varchar(16)", (col) =>
        col.notNull().check(sql`origin in ('typed', 'ai-generate', 'ai-polish', 'restored')`),
      )
      .addColumn("ai_provider", "varchar(40)")
      .addColumn("ai_model", "varchar(200)")
      .addColumn("restored_from", type.timestamp)
      .addColumn("session_ref", "varchar(64)")
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addUniqueConstraint("post_revisions_post_number_key", ["post_id", "number"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("post_revisions").execute();
  },
};
