import "server-only";
import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * The site's own content as documents (docs/decisions/0035): one row per document (the site
 * settings, the home's service cards, the selector's pairs, each service and industry page),
 * its data as JSON text checked by the document kind's zod schema, and a copy at every save in
 * content_revisions, numbered per document. No rows are written here: a missing document reads
 * as its shipped default, so a migrated database still counts as empty for a restore (0019).
 */
export const createContentDocuments: Migration = {
  async up(db: Kysely<unknown>) {
    const type = columnTypes(db);
    await db.schema
      .createTable("content_documents")
      .addColumn("key", "varchar(160)", (col) => col.primaryKey())
      .addColumn("data", "text", (col) => col.notNull())
      .addColumn("version", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", type.timestamp, (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("content_revisions")
      .addColumn("id", "varchar(32)", (col) => col.primaryKey())
      .addColumn("document_key", "varchar(160)", (col) => col.notNull())
      .addColumn("number", "integer", (col) => col.notNull())
      .addColumn("data", "text", (col) => col.notNull())
      .addColumn("origin", "varchar(16)", (col) =>
        col.notNull().check(sql`origin in ('shipped', 'saved', 'restored')`),
      )
      .addColumn("restored_from", type.timestamp)
      .addColumn("session_ref", "varchar(64)")
      .addColumn("created_at", type.timestamp, (col) => col.notNull())
      .addUniqueConstraint("content_revisions_document_number_key", ["document_key", "number"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("content_revisions").execute();
    await db.schema.dropTable("content_documents").execute();
  },
};
