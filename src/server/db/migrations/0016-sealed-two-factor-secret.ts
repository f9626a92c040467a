import "server-only";
import { type Kysely, type Migration, sql } from "kysely";
import { isPostgres } from "../connect";

/**
 * The two-factor secret is stored sealed (docs/decisions/0020): `v1:<key id>:<iv, tag and
 * ciphertext>`, about 100 characters, where the clear base32 secret took 32. The column
 * becomes text; SQLite does not enforce a varchar's length, so only PostgreSQL changes.
 */
export const widenTwoFactorSecret: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql`alter table admin_two_factor alter column secret type text`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql`alter table admin_two_factor alter column secret type varchar(64)`.execute(db);
  },
};
