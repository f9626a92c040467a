/**
 * `npm run bench:cluster`: the site as a cluster against one instance, on this machine, in one
 * run (docs/decisions/0023, docs/perf/cluster.md). Three production servers from the last build
 * behind nginx, sharing a PostgreSQL database of their own (on BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, else on a server started for the run from npm's binaries); wrk (or
 * autocannon where wrk is not installed) measures requests per second, p50 and p99 for `/`,
 * `/thought-hub` and a post through nginx, then
 * through one instance alone, then nginx serving a static file of the post's size (the
 * machine's limit). Then 20 saves through the admin (Chromium), each through the next instance,
 * timed from "Blog updated successfully!" until every instance serves the edit: median and
 * worst.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { startCluster } from "../../tests/support/cluster";
import { createDatabase, startPostgresServer } from "../../tests/support/postgres-server";
import { median } from "./median";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * wrk (Debian's `wrk` package) when installed: autocannon, in JavaScript, saturates its core
 * before nginx does (docs/perf/cluster.md), so through nginx it measures itself.
 */
const WRK = process.env.BENCH_WRK ?? "/usr/bin/wrk";
const WRK_THREADS = Number(process.env.BENCH_WRK_THREADS ?? 1);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SAVES = Number(process.env.BENCH_SAVES ?? 20);
/** nginx, then the instances; inside the checkout's own range (E2E_PORT + 300..399). */
const PROXY_PORT = Number(
  process.env.BENCH_CLUSTER_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 390,
);
const ADMIN_KEY = "bench-cluster-admin-key-for-this-run-only";
/** A save not visible after this long is reported as a failure, not waited for. */
const SAVE_GIVE_UP_MS = 30_000;
const BROWSER = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** wrk's duration ("850.00us", "1.92ms", "1.01s") in milliseconds. */
function wrkMs(text: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text ?? "");
  if (!match) throw new Error(`wrk printed an unknown duration: ${text}`);
  const scale = { us: 0.001, ms: 1, s: 1000 }[match[2] as "us" | "ms" | "s"];
  return Math.round(Number(match[1]) * scale * 10) / 10;
}

function loadWithWrk(url: string) {
  const args = [`-t${WRK_THREADS}`, `-c${CONNECTIONS}`, `-d${DURATION_S}s`, "--latency"];
  // As autocannon's: an uncached page on a loaded instance takes over wrk's default 2 s.
  args.push("--timeout", "10s");
  const run = spawnSync(WRK, [...args, "-H", "accept-encoding: br, gzip", url], {
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr}`);
  const out = run.stdout;
  const count = (pattern: RegExp) =>
    [...out.matchAll(pattern)].reduce((sum, m) => sum + Number(m[1] ?? 0), 0);
  return {
    "req/s": Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
    "p50 ms": wrkMs(/^\s+50%\s+(\S+)/m.exec(out)?.[1]),
    "p99 ms": wrkMs(/^\s+99%\s+(\S+)/m.exec(out)?.[1]),
    errors:
      count(/Non-2xx or 3xx responses: (\d+)/g) + count(/(?:connect|read|write|timeout) (\d+)/g),
  };
}

async function load(url: string) {
  await fetch(url, { headers: { "accept-encoding": "br, gzip" } }).then((r) => r.arrayBuffer());
  if (existsSync(WRK)) return loadWithWrk(url);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { "accept-encoding": "br, gzip" },
  });
  return {
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main() {
  const configured = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (configured) return bench(configured);
  const server = await startPostgresServer();
  try {
    await bench(server.url);
  } finally {
    await server.stop();
  }
}

async function bench(serverUrl: string) {
  const database = await createDatabase(serverUrl);
  const probe = Buffer.alloc(0);
  const cluster = await startCluster({
    proxyPort: PROXY_PORT,
    instances: 3,
    databaseUrl: database.url,
    env: { ADMIN_SECRET_KEY: ADMIN_KEY },
    staticFile: probe,
  }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  try {
    const [one] = cluster.instances;
    if (!one) throw new Error("no instance");
    const list = await (await fetch(`${one.baseURL}/thought-hub`)).text();
    const postPath = /href="(\/thought-hub\/[A-Za-z0-9_-]{8,})"/.exec(list)?.[1];
    if (!postPath) throw new Error("no post on /thought-hub");
    // The post page's size as an instance sends it (brotli); fetch would decode it.
    const wire = await new Promise<number>((resolve, reject) => {
      import("node:http").then(({ get }) =>
        get(`${one.baseURL}${postPath}`, { headers: { "accept-encoding": "br" } }, (res) => {
          let bytes = 0;
          res.on("data", (chunk: Buffer) => (bytes += chunk.length));
          res.on("end", () => resolve(bytes));
        }).on("error", reject),
      );
    });
    await cluster.setStaticFile(Buffer.alloc(wire, "x"));

    const rows: Record<string, string | number>[] = [];
    for (const route of process.env.BENCH_SKIP_LOAD ? [] : ["/", "/thought-hub", postPath]) {
      const label = route === postPath ? "/thought-hub/[id]" : route;
      rows.push({
        target: `nginx → 3 instances`,
        route: label,
        ...(await load(`${cluster.proxyURL}${route}`)),
      });
      rows.push({
        target: "1 instance alone",
        route: label,
        ...(await load(`${one.baseURL}${route}`)),
      });
    }
    rows.push({
      target: "nginx static file",
      route: `/static-probe (${wire} B)`,
      ...(await load(`${cluster.proxyURL}/static-probe`)),
    });
    const generator = existsSync(WRK) ? `wrk (${WRK_THREADS} thread)` : "autocannon";
    console.log(
      `${generator}: ${CONNECTIONS} connections, ${DURATION_S} s per row, accept-encoding br`,
    );
    console.table(rows);

    // --- Save to visible: SAVES edits, each through the next instance. ---
    const browser = await chromium.launch({ executablePath: BROWSER, args: ["--no-sandbox"] });
    try {
      const page = await browser.newPage();
      await page.goto(`${one.baseURL}/admin`);
      await page.getByLabel("Secret key").fill(ADMIN_KEY);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("heading", { name: "New blog" }).waitFor({ timeout: 30_000 });
      console.log("signed in");
      const id = postPath.split("/").pop() ?? "";
      const times: number[] = [];
      for (let i = 0; i < SAVES; i += 1) {
        const through = cluster.instances[i % cluster.instances.length];
        if (!through) break;
        const others = cluster.instances.filter((it) => it !== through);
        await Promise.all(
          others.map((it) => fetch(`${it.baseURL}${postPath}`).then((r) => r.text())),
        );
        // The edit screen has its own address (/admin/blog/{id}/edit, docs/decisions/0026).
        await page.goto(`${through.baseURL}/admin/blog/${id}/edit`);
        const next = `Bench save ${i + 1} ${Date.now().toString(36)}`;
        await page.getByRole("heading", { name: "Edit blog" }).waitFor({ timeout: 30_000 });
        await page.getByLabel(/^Title/).fill(next);
        await page.getByRole("button", { name: "Update blog" }).click();
        await page
          .getByRole("status")
          .filter({ hasText: "Blog updated successfully!" })
          .waitFor({ timeout: 30_000 });
        const saved = performance.now();
        await Promise.all(
          others.map(async (it) => {
            for (;;) {
              const html = await (await fetch(`${it.baseURL}${postPath}`)).text();
              if (html.includes(next)) return;
              if (performance.now() - saved > SAVE_GIVE_UP_MS) {
                throw new Error(
                  `save ${i + 1} not visible on ${it.baseURL} after ${SAVE_GIVE_UP_MS} ms`,
                );
              }
              await new Promise((resolve) => setTimeout(resolve, 25));
            }
          }),
        );
        times.push(Math.round(performance.now() - saved));
        console.log(`save ${i + 1} through ${through.baseURL}: ${times.at(-1)} ms`);
      }
      console.log(
        `save to visible on the other instances, ${times.length} saves: median ${median(times)} ms, worst ${Math.max(...times)} ms (${times.join(", ")})`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await cluster.stop();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
