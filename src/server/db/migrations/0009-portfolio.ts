import "server-only";
import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * The portfolio the operator manages in the admin: works, testimonials and team members, each
 * list in the operator's order (sort_order). The built-in content is written by a seed at
 * start-up (server/portfolio/seed.ts), not here, so a migrated database stays empty for a
 * restore (docs/decisions/0024).
 */
export const createPortfolio: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("works")
      .addColumn("id", "varchar(32)", (col) => col.primaryKey())
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("category", "text", (col) => col.notNull())
      .addColumn("description", "text", (col) => col.notNull())
      .addColumn("image_url", "text", (col) => col.notNull())
      .addColumn("video_url", "text")
      .addColumn("poster_url", "text")
      .addColumn("background", "varchar(8)", (col) =>
        col.notNull().check(sql`background in ('cream', 'ink', 'brand', 'coral')`),
      )
      .addColumn("sort_order", "integer", (col) => col.notNull())
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      // A video always comes with its poster.
      .addCheckConstraint("works_video_has_poster", sql`(video_url is null) = (poster_url is null)`)
      .execute();
    await db.schema
      .createTable("testimonials")
      .addColumn("id", "varchar(32)", (col) => col.primaryKey())
      .addColumn("quote", "text", (col) => col.notNull())
      .addColumn("author", "text", (col) => col.notNull())
      .addColumn("position", "text")
      .addColumn("company", "text")
      .addColumn("sort_order", "integer", (col) => col.notNull())
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("team_members")
      .addColumn("id", "varchar(32)", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("role", "text", (col) => col.notNull())
      .addColumn("tagline", "text", (col) => col.notNull())
      .addColumn("image_url", "text", (col) => col.notNull())
      .addColumn("sort_order", "integer", (col) => col.notNull())
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("team_members").execute();
    await db.schema.dropTable("testimonials").execute();
    await db.schema.dropTable("works").execute();
  },
};
