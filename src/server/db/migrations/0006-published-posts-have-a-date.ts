import "server-only";
import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "../connect";

/*
 * A published post always has its publication date: lists order by it, and a published row
 * without one would sort first on PostgreSQL (NULLs are largest there) or last on SQLite.
 * Rows already in that state get their creation date. PostgreSQL checks it with a CHECK
 * constraint; SQLite cannot add one to an existing table, so triggers refuse the same writes.
 * On PostgreSQL the public list's index also orders NULLs last, as the queries do.
 */

const RULE = "posts_published_have_a_date";
const REFUSAL = "a published post must have published_at";

export const requirePublicationDate: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update posts set published_at = created_at
      where status = 'published' and published_at is null`.execute(db);
    if (isPostgres(db)) {
      await sql`alter table posts add constraint ${sql.raw(RULE)}
        check (status <> 'published' or published_at is not null)`.execute(db);
      await db.schema.dropIndex("posts_status_published_at_idx").execute();
      await sql`create index posts_status_published_at_idx
        on posts (status, published_at desc nulls last, created_at desc)`.execute(db);
      return;
    }
    for (const event of ["insert", "update"] as const) {
      await sql`create trigger ${sql.raw(`${RULE}_on_${event}`)}
        before ${sql.raw(event)} on posts
        when new.status = 'published' and new.published_at is null
        begin select raise(abort, ${sql.lit(REFUSAL)}); end`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    if (isPostgres(db)) {
      await sql`alter table posts drop constraint ${sql.raw(RULE)}`.execute(db);
      return;
    }
    for (const event of ["insert", "update"]) {
      await sql`drop trigger ${sql.raw(`${RULE}_on_${event}`)}`.execute(db);
    }
  },
};
