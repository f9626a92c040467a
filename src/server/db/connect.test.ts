import { createRequire } from "node:module";
import { PostgresAdapter, type QueryExecutor, SqliteAdapter } from "kysely";
import { describe, expect, it } from "vitest";
import { isPostgres } from "./connect";
import { markPostgresAdapter, postgresDialect } from "./postgres";

/** Kysely's CommonJS build: classes of their own, as in another Next.js server chunk. */
const otherCopy = createRequire(import.meta.url)("kysely") as typeof import("kysely");

const dbWith = (adapter: unknown) => ({
  getExecutor: () => ({ adapter }) as unknown as QueryExecutor,
});

describe("isPostgres", () => {
  it("recognises a PostgreSQL adapter made by another copy of Kysely", () => {
    const foreign = new otherCopy.PostgresAdapter();
    expect(foreign instanceof PostgresAdapter).toBe(false); // really another copy
    expect(isPostgres(dbWith(markPostgresAdapter(foreign)))).toBe(true);
  });

  it("marks the adapter of every dialect it makes", () => {
    const dialect = postgresDialect("postgres://nobody@127.0.0.1:1/none");
    const adapter = dialect.createAdapter();
    // What another chunk sees: the same object, tested against its own class.
    expect(isPostgres(dbWith(Object.setPrototypeOf({ ...adapter }, Object.prototype)))).toBe(true);
  });

  it("says no for SQLite, from either copy", () => {
    expect(isPostgres(dbWith(new SqliteAdapter()))).toBe(false);
    expect(isPostgres(dbWith(new otherCopy.SqliteAdapter()))).toBe(false);
  });
});
