import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import { postgresUrl } from "../support/postgres-server";

/*
 * A PostgreSQL server that ends a connection idle in the pool (a restart, a failover, an
 * administrator's pg_terminate_backend) must not take the process down: pg's pool reports it as
 * an "error" event, which, unhandled, is an uncaught exception. `npm run worker` and the scripts
 * have no framework around them to catch it.
 */
describe("a pooled PostgreSQL connection the server ends", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres", { migrate: false });
  });
  afterAll(() => database.destroy());

  it("leaves the pool without an uncaught error, and the next query connects again", async () => {
    const { db } = database;
    const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    const pid = before.rows[0]?.pid;
    expect(pid).toBeGreaterThan(0);
    const admin = new pg.Client({ connectionString: postgresUrl() });
    await admin.connect();
    try {
      const ended = await admin.query("select pg_terminate_backend($1) as ended", [pid]);
      expect(ended.rows[0]?.ended).toBe(true);
      // Gone once the server no longer lists it: its FATAL message was sent before it closed.
      const listed = "select count(*)::int as n from pg_stat_activity where pid = $1";
      await expect.poll(async () => (await admin.query(listed, [pid])).rows[0]?.n).toBe(0);
    } finally {
      await admin.end();
    }
    // The pool reads that message as an "error" event; unhandled, it would fail this run as an
    // uncaught exception.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    expect(after.rows[0]?.pid).not.toBe(pid);
  });
});
