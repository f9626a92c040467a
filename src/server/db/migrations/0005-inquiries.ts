import "server-only";
import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Project inquiries from the contact form, and their outbox: one delivery job per configured
 * channel, written in the same transaction as the inquiry.
 */
export const createInquiries: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("inquiries")
      .addColumn("id", "varchar(32)", (col) => col.primaryKey())
      // The form token's nonce: the same submission sent twice is stored once.
      .addColumn("submission_id", "varchar(64)", (col) => col.notNull().unique())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("company", "text")
      .addColumn("project", "varchar(32)")
      .addColumn("message", "text", (col) => col.notNull())
      .addColumn("client_hash", "varchar(64)")
      .addColumn("user_agent", "text")
      .addColumn("referrer", "text")
      .addColumn("status", "varchar(16)", (col) =>
        col
          .notNull()
          .defaultTo("new")
          .check(sql`status in ('new', 'handled')`),
      )
      .addColumn("handled_at", type.timestamp)
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .execute();
    // The inbox (newest first) and the retention purge (oldest first).
    await db.schema
      .createIndex("inquiries_created_at_idx")
      .on("inquiries")
      .column("created_at desc")
      .execute();

    await db.schema
      .createTable("inquiry_deliveries")
      .addColumn("id", "varchar(32)", (col) => col.primaryKey())
      .addColumn("inquiry_id", "varchar(32)", (col) =>
        col.notNull().references("inquiries.id").onDelete("cascade"),
      )
      .addColumn("channel", "varchar(16)", (col) =>
        col.notNull().check(sql`channel in ('email', 'forward')`),
      )
      .addColumn("status", "varchar(16)", (col) =>
        col
          .notNull()
          .defaultTo("pending")
          .check(sql`status in ('pending', 'delivered', 'failed')`),
      )
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", type.timestamp, (col) => col.notNull())
      .addColumn("claimed_by", "varchar(64)")
      .addColumn("claimed_until", type.timestamp)
      .addColumn("last_attempt_at", type.timestamp)
      .addColumn("last_error", "text")
      .addColumn("delivered_at", type.timestamp)
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addUniqueConstraint("inquiry_deliveries_inquiry_channel_key", ["inquiry_id", "channel"])
      .execute();
    // Workers look for due jobs only; delivered and failed ones stay out of the index.
    await db.schema
      .createIndex("inquiry_deliveries_due_idx")
      .on("inquiry_deliveries")
      .column("next_attempt_at")
      .where(sql.ref("status"), "=", "pending")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("inquiry_deliveries").execute();
    await db.schema.dropTable("inquiries").execute();
  },
};
