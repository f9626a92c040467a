import "server-only";
import { type Kysely, sql } from "kysely";
import { type Db, isPostgres } from "@/server/db/connect";

/*
 * Generic access to every table of the application, by physical (snake_case) names, so that a
 * table added by a later migration is backed up and restored without touching this code.
 */

/**
 * Not data: Kysely's bookkeeping, recreated by migrating, and the instances' cache
 * invalidations, which only matter for seconds (docs/decisions/0023).
 */
const MIGRATION_TABLES = new Set([
  "kysely_migration",
  "kysely_migration_lock",
  "cache_invalidations",
]);
const PAGE_ROWS = 1000;
const INSERT_BATCH_ROWS = 100;

export type Row = Record<string, unknown>;
type Raw = Kysely<unknown>;

/** Physical names: without the CamelCasePlugin, which would rename the columns of every row. */
const raw = (db: Db | Raw): Raw => db.withoutPlugins() as unknown as Raw;

async function rowsOf<T>(db: Db | Raw, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(raw(db))).rows;
}

/** The application's tables in the connection's schema (PostgreSQL lists every schema's). */
export async function applicationTables(db: Db): Promise<string[]> {
  if (isPostgres(db)) {
    const rows = await rowsOf(
      raw(db),
      sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    );
    return rows.map((row) => row.name).filter((name) => !MIGRATION_TABLES.has(name));
  }
  const rows = await rowsOf(
    raw(db),
    sql<{ name: string }>`select name from sqlite_schema
      where type = 'table' and name not like 'sqlite_%' order by name`,
  );
  return rows.map((row) => row.name).filter((name) => !MIGRATION_TABLES.has(name));
}

/** The names of the migrations the database has applied, in order; empty for a new database. */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const tables = isPostgres(db)
    ? sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_name = 'kysely_migration'`
    : sql<{ name: string }>`select name from sqlite_schema where name = 'kysely_migration'`;
  if ((await rowsOf(raw(db), tables)).length === 0) return [];
  const rows = await rowsOf(
    raw(db),
    sql<{ name: string }>`select name from kysely_migration order by name`,
  );
  return rows.map((row) => row.name);
}

async function primaryKey(db: Db | Raw, table: string): Promise<string[]> {
  const rows = isPostgres(db)
    ? await rowsOf(
        db,
        sql<{ name: string }>`select a.attname as name from pg_index i
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = to_regclass(${sql.lit(table)}) and i.indisprimary
          order by array_position(i.indkey, a.attnum)`,
      )
    : await rowsOf(
        db,
        sql<{
          name: string;
        }>`select name from pragma_table_info(${table}) where pk > 0 order by pk`,
      );
  return rows.map((row) => row.name);
}

async function parentsOf(db: Db, table: string): Promise<string[]> {
  const rows = isPostgres(db)
    ? await rowsOf(
        raw(db),
        sql<{ name: string }>`select distinct p.relname as name from pg_constraint c
          join pg_class p on p.oid = c.confrelid
          where c.contype = 'f' and c.conrelid = to_regclass(${sql.lit(table)})`,
      )
    : await rowsOf(
        raw(db),
        sql<{
          name: string;
        }>`select distinct "table" as name from pragma_foreign_key_list(${table})`,
      );
  return rows.map((row) => row.name).filter((name) => name !== table);
}

/**
 * Live credentials and counters, never in an archive (docs/decisions/0033): sessions and
 * sign-in challenges would let a reader of the archive in; rate-limit counters (and the daily
 * backup's lease) are minutes of state; generated secrets (the form secret) are made again.
 * An older archive that holds them is restored without them.
 */
export const NOT_BACKED_UP = new Set([
  "admin_sessions",
  "admin_sign_in_challenges",
  "rate_limit_buckets",
  "app_secrets",
]);

/**
 * The admin's credentials: the key's hash, the two-factor secret (sealed) and the recovery
 * codes' hashes. Backed up, but restored only when asked for (restore --with-admin-key).
 */
export const ADMIN_CREDENTIAL_TABLES = new Set([
  "admin_secret",
  "admin_two_factor",
  "admin_recovery_codes",
]);

/** The tables an archive holds, parents before children. */
export async function backedUpTables(db: Db): Promise<string[]> {
  return (await tablesInInsertOrder(db)).filter((table) => !NOT_BACKED_UP.has(table));
}

/** The tables ordered so that every table comes after the ones its foreign keys point to. */
export async function tablesInInsertOrder(db: Db): Promise<string[]> {
  const tables = await applicationTables(db);
  const parents = new Map<string, string[]>();
  for (const table of tables) parents.set(table, await parentsOf(db, table));
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) if (parents.has(parent)) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/**
 * A value in the archive's neutral form: timestamps as ISO-8601 UTC text (what SQLite stores),
 * PostgreSQL's parsed JSON back as JSON text, bytes as {"$bytes": base64}. Either dialect
 * accepts these on insert (PostgreSQL parses text into timestamptz, jsonb and 0/1 booleans).
 */
function toArchiveValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString("base64") };
  if (value !== null && typeof value === "object") return JSON.stringify(value);
  if (typeof value === "bigint") return value.toString();
  return value;
}

function fromArchiveValue(value: unknown): unknown {
  if (value !== null && typeof value === "object" && "$bytes" in value)
    return Buffer.from(String(value.$bytes), "base64");
  return value;
}

/**
 * Every row of a table, a page at a time, in primary-key order. Call inside one snapshot
 * (a repeatable-read transaction, or a private copy of a SQLite file).
 */
export async function* readTable(db: Db | Raw, table: string): AsyncGenerator<Row> {
  const key = await primaryKey(db, table);
  const order =
    key.length > 0 ? sql` order by ${sql.join(key.map((name) => sql.ref(name)))}` : sql``;
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const rows = await rowsOf(
      db,
      sql<Row>`select * from ${sql.table(table)}${order} limit ${PAGE_ROWS} offset ${offset}`,
    );
    for (const row of rows) {
      const neutral: Row = {};
      for (const [column, value] of Object.entries(row)) neutral[column] = toArchiveValue(value);
      yield neutral;
    }
    if (rows.length < PAGE_ROWS) return;
  }
}

/** Inserts rows (in the archive's form) into a table, in batches. */
export async function insertRows(db: Db | Raw, table: string, rows: readonly Row[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH_ROWS) {
    const batch = rows.slice(start, start + INSERT_BATCH_ROWS);
    const columns = [...new Set(batch.flatMap((row) => Object.keys(row)))];
    if (columns.length === 0) continue;
    const values = batch.map(
      (row) => sql`(${sql.join(columns.map((column) => fromArchiveValue(row[column] ?? null)))})`,
    );
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      values ${sql.join(values)}`.execute(raw(db));
  }
}

export async function countRows(db: Db | Raw, table: string): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`,
  );
  return Number(row?.n ?? 0);
}

export async function deleteRows(db: Db | Raw, table: string): Promise<void> {
  await sql`delete from ${sql.table(table)}`.execute(raw(db));
}
