import "server-only";
import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Scheduled posts (docs/decisions/0025): a draft with publish_at is published by the jobs
 * runner once that time has passed. The index serves the runner's one query (due drafts).
 */
export const schedulePosts: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema.alterTable("posts").addColumn("publish_at", type.timestamp).execute();
    await db.schema
      .createIndex("posts_status_publish_at_idx")
      .on("posts")
      .columns(["status", "publish_at"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("posts_status_publish_at_idx").execute();
    await db.schema.alterTable("posts").dropColumn("publish_at").execute();
  },
};
