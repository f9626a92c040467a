/**
 * npm run bench:inquiries — concurrent contact-form submissions against a production server on
 * loopback, through the real server action (the request a browser with JavaScript sends), for
 * BENCH_DURATION seconds (10) over BENCH_CONNECTIONS connections (50). Reports acknowledged
 * inquiries per second and latency percentiles, then checks the database: every acknowledged
 * inquiry is stored (count and identity), and the outbox forwards each one exactly once to a
 * loopback form-forwarding endpoint.
 *
 * The server it starts (from the last build, `npm run build` first) runs with
 * CONTACT_RATE_LIMIT=1000000000: the per-address limit still counts every submission in the
 * database, but all of them come from 127.0.0.1 and must not be refused. Its data directory
 * (BENCH_DATA_DIR, default data/bench-inquiries) is emptied first.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { createDb, databaseConfig, dialectFor } from "../../src/server/db/connect";
import { parseEnv } from "../../src/server/env-schema";
import { startFormSink } from "../../tests/support/form-sink";
import { callAction, fetchFormToken, readContactForm } from "../../tests/support/contact-form";
import { CONTACT_MIN_FILL_SECONDS } from "@/server/inquiries/fill-token";
import { startBenchTarget } from "./server";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Tokens fetched before the run; a run that uses them all up stops early and says so. */
const TOKENS = Number(process.env.BENCH_TOKENS ?? 12_000);
const FORWARDER_PORT = Number(process.env.BENCH_FORWARDER_PORT ?? 3398);
/** BENCH_FORWARD=false measures storage alone, with no delivery channel configured. */
const FORWARD = process.env.BENCH_FORWARD !== "false";
const DRAIN_WAIT_MS = 120_000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function inParallel<T>(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
) {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

async function main() {
  const external = Boolean(process.env.BENCH_URL);
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? "data/bench-inquiries");
  const forwarder = external || !FORWARD ? undefined : await startFormSink(FORWARDER_PORT);
  if (!external) {
    rmSync(dataDir, { recursive: true, force: true });
    Object.assign(process.env, {
      BENCH_DATA_DIR: dataDir,
      CONTACT_RATE_LIMIT: "1000000000",
      SEED_SAMPLE_CONTENT: "false",
    });
    // Only the loopback forwarder: a channel configured in the shell must not get bench mail.
    for (const name of ["SMTP_URL", "SMTP_HOST", "FORM_FORWARD_URL"]) delete process.env[name];
    if (forwarder) process.env.FORM_FORWARD_URL = forwarder.url;
  }
  const target = await startBenchTarget();
  const db = createDb(
    dialectFor(databaseConfig(parseEnv({ ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" }))),
  );
  try {
    const template = await readContactForm(target.baseUrl);
    const started = new Date();

    process.stdout.write(`fetching ${TOKENS} form tokens… `);
    const tokens = await inParallel(TOKENS, CONNECTIONS, () => fetchFormToken(target.baseUrl));
    process.stdout.write("done\n");
    // Every token must have aged past the minimum fill time, as a person's would.
    await new Promise((resolve) => setTimeout(resolve, CONTACT_MIN_FILL_SECONDS * 1000 + 100));

    const latencies: number[] = [];
    const acknowledged = new Set<string>();
    const refused = new Map<string, number>();
    let errors = 0;
    let used = 0;
    const deadline = performance.now() + DURATION_S * 1000;
    const runStart = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < deadline && used < tokens.length) {
          const index = used++;
          const token = tokens[index]!;
          const begin = performance.now();
          try {
            const response = await callAction(target.baseUrl, template, {
              name: `Bench Visitor ${index}`,
              email: `visitor${index}@example.com`,
              company: "Benchmark Ltd",
              project: "digital",
              message: `Benchmark inquiry ${index}: a new website and a campaign for the launch.`,
              website: "",
              token,
            });
            const body = await response.text();
            latencies.push(performance.now() - begin);
            if (response.ok && body.includes('"status":"success"')) {
              acknowledged.add(token.split(".")[2]!);
            } else {
              const reason = /"message":"([^"]{0,60})/.exec(body)?.[1] ?? `HTTP ${response.status}`;
              refused.set(reason, (refused.get(reason) ?? 0) + 1);
            }
          } catch {
            errors++;
          }
        }
      }),
    );
    const elapsedS = (performance.now() - runStart) / 1000;
    latencies.sort((a, b) => a - b);

    const stored = await db
      .selectFrom("inquiries")
      .select("submissionId")
      .where("createdAt", ">=", started)
      .execute();
    const storedIds = new Set(stored.map((row) => row.submissionId));
    const missing = [...acknowledged].filter((id) => !storedIds.has(id));

    console.log(
      `\nbench:inquiries — ${CONNECTIONS} connections, ${elapsedS.toFixed(1)} s, server action over loopback` +
        (used >= tokens.length ? ` (stopped early: all ${tokens.length} tokens used)` : ""),
    );
    console.table([
      {
        "acknowledged/s": Math.round(acknowledged.size / elapsedS),
        acknowledged: acknowledged.size,
        "p50 ms": Math.round(percentile(latencies, 50)),
        "p90 ms": Math.round(percentile(latencies, 90)),
        "p99 ms": Math.round(percentile(latencies, 99)),
        "max ms": Math.round(latencies.at(-1) ?? 0),
        refused: [...refused.values()].reduce((sum, n) => sum + n, 0),
        errors,
      },
    ]);
    if (refused.size > 0) console.log("refused:", Object.fromEntries(refused));
    console.log(
      `database: ${stored.length} inquiries stored during the run; acknowledged ${acknowledged.size}; ` +
        `acknowledged but missing ${missing.length}`,
    );
    if (stored.length !== acknowledged.size || missing.length > 0) {
      console.error("FAIL: the database does not hold exactly the acknowledged inquiries");
      process.exitCode = 1;
    }

    if (forwarder) {
      const drainStart = performance.now();
      while (
        forwarder.posts.length < acknowledged.size &&
        performance.now() - drainStart < DRAIN_WAIT_MS
      ) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const forwarded = new Set(forwarder.posts.map((post) => post.fields.get("email")));
      console.log(
        `outbox: ${forwarder.posts.length} forwards (${forwarded.size} distinct inquiries) ` +
          `${((performance.now() - drainStart) / 1000).toFixed(1)} s after the run`,
      );
      if (forwarder.posts.length !== acknowledged.size || forwarded.size !== acknowledged.size) {
        console.error("FAIL: the outbox did not forward every acknowledged inquiry exactly once");
        process.exitCode = 1;
      }
    }
  } finally {
    await db.destroy();
    await target.stop();
    await forwarder?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
