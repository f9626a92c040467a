import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";

/*
 * The PostgreSQL server of a test run. TEST_DATABASE_URL names an existing one; without it, the
 * run's global setup (Vitest's and Playwright's) starts a real server from npm's binaries, on a
 * free loopback port, and sets TEST_DATABASE_URL for the run's workers and the processes they
 * start. Tests make their own databases on it. See docs/decisions/0029 and 0048.
 */

export type PostgresServer = { url: string; stop: () => Promise<void> };

/** Starts a server of this run's own, kept by postgres-keeper.mjs. */
export async function startPostgresServer(): Promise<PostgresServer> {
  const keeper = spawn(process.execPath, [path.join(import.meta.dirname, "postgres-keeper.mjs")], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: keeper.stdout });
  const [line] = (await Promise.race([
    once(lines, "line"),
    once(keeper, "exit").then(() => [""]),
  ])) as [string];
  lines.close();
  const answer = (line ? JSON.parse(line) : {}) as { url?: string; error?: string };
  if (!answer.url) {
    keeper.kill();
    throw new Error(`the test PostgreSQL server did not start: ${answer.error ?? "no answer"}`);
  }
  return {
    url: answer.url,
    stop: async () => {
      if (keeper.exitCode !== null || keeper.signalCode !== null) return;
      const exited = once(keeper, "exit");
      keeper.stdin.end();
      await exited;
    },
  };
}

/**
 * For a global setup: a server for the run unless TEST_DATABASE_URL names one. Returns the
 * teardown.
 */
export async function providePostgresForRun(): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) return async () => {};
  const started = performance.now();
  const server = await startPostgresServer();
  process.env.TEST_DATABASE_URL = server.url;
  const port = new URL(server.url).port;
  console.log(
    `PostgreSQL for this run on port ${port}, started in ${Math.round(performance.now() - started)} ms ` +
      "(TEST_DATABASE_URL names a server of your own instead)",
  );
  return async () => {
    delete process.env.TEST_DATABASE_URL;
    await server.stop();
  };
}

/** The run's PostgreSQL server, as the global setup left it in TEST_DATABASE_URL. */
export function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      "no PostgreSQL server for this run: run the tests through vitest or playwright, whose " +
        "global setup starts one (tests/support/postgres-server.ts), or set TEST_DATABASE_URL",
    );
  }
  return url;
}

/**
 * A database of its own on the server at `url`, optionally a copy of `template`, dropped by
 * `drop`: a database, not a schema, so that no test reads a catalog that another test's drop
 * changes under it (docs/decisions/0048).
 */
export async function createDatabase(
  url: string,
  options: { prefix?: string; template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${options.prefix ?? "test"}_${randomBytes(6).toString("hex")}`;
  const from = options.template ? ` template ${options.template}` : "";
  await withClient(url, (client) => client.query(`create database ${name}${from}`));
  return {
    url: databaseUrl(url, name),
    drop: async () => {
      await withClient(url, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/** The URL of database `name` on the server at `url`. */
export function databaseUrl(url: string, name: string): string {
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.toString();
}

/** Runs `work` on a connection of its own to `url`. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
