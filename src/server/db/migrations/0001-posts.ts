import "server-only";
import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes } from "./column-types";

/** The blog: posts with the original site's fields plus a draft/published status. */
export const createPosts: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("posts")
      .addColumn("id", "varchar(32)", (col) => col.primaryKey())
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("content", "text", (col) => col.notNull())
      .addColumn("category", "text", (col) => col.notNull())
      .addColumn("image_url", "text")
      .addColumn("author", "text")
      .addColumn("excerpt", "text")
      .addColumn("tags", type.json, (col) => col.notNull().defaultTo("[]"))
      .addColumn("read_time", "text")
      .addColumn("ai_enhanced", type.boolean, (col) =>
        col.notNull().defaultTo(sql.raw(type.boolean === "boolean" ? "false" : "0")),
      )
      .addColumn("ai_badge", "text")
      .addColumn("status", "varchar(16)", (col) =>
        col
          .notNull()
          .defaultTo("draft")
          .check(sql`status in ('draft', 'published')`),
      )
      .addColumn("published_at", type.timestamp)
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      .execute();
    // The public list: published posts, newest first.
    await db.schema
      .createIndex("posts_status_published_at_idx")
      .on("posts")
      .columns(["status", "published_at desc", "created_at desc"])
      .execute();
    // The admin list: every post, newest first.
    await db.schema
      .createIndex("posts_created_at_idx")
      .on("posts")
      .column("created_at desc")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("posts").execute();
  },
};
