import { randomBytes } from "node:crypto";
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";

export type BenchTarget = { baseUrl: string; stop: () => Promise<void> };

async function waitForServer(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer at ${url}`);
}

/** The bench's data directory (database and uploads) when it starts its own server. */
function benchDataDir(): string {
  return path.resolve(process.env.BENCH_DATA_DIR ?? "data/bench");
}

/** Stands for the bench's post with three large photographs (scripts/bench/bench-post.ts). */
export const POST_WITH_IMAGES = "@post-with-images";

/**
 * The routes with POST_WITH_IMAGES replaced by that post's path, written into the bench's data
 * directory first (once; later runs find it). Against BENCH_URL the bench cannot write it:
 * name the post's path instead.
 */
export async function resolveRoutes(routes: string[]): Promise<string[]> {
  if (!routes.includes(POST_WITH_IMAGES)) return routes;
  if (process.env.BENCH_URL) {
    throw new Error(
      `${POST_WITH_IMAGES} needs the bench's own server: with BENCH_URL, name routes`,
    );
  }
  const dataDir = benchDataDir();
  mkdirSync(dataDir, { recursive: true });
  const postPath = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "scripts/bench/bench-post.ts"],
      { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" } },
      (error, stdout) => (error ? reject(error) : resolve(stdout.trim().split("\n").at(-1) ?? "")),
    );
  });
  return routes.map((route) => (route === POST_WITH_IMAGES ? postPath : route));
}

/**
 * The server to measure: BENCH_URL when set, else a production server started from the last
 * build (`npm run build`) on its own port and data directory.
 */
export async function startBenchTarget(): Promise<BenchTarget> {
  if (process.env.BENCH_URL) {
    return { baseUrl: process.env.BENCH_URL.replace(/\/$/, ""), stop: async () => {} };
  }
  const port = process.env.BENCH_PORT ?? "3200";
  const dataDir = benchDataDir();
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ["dist/server.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: port,
      HOSTNAME: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // A key nobody needs, so the server does not generate one and print it among the figures.
      ADMIN_SECRET_KEY: process.env.ADMIN_SECRET_KEY ?? randomBytes(24).toString("base64url"),
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  let stopping = false;
  // Every run after this would measure an error page: say so where the table will be read.
  child.once("exit", (code, signal) => {
    if (!stopping) console.error(`the bench's server stopped (code ${code}, signal ${signal})`);
  });
  await waitForServer(`${baseUrl}/robots.txt`, child);
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export function routesFromArgs(defaults: string[]): string[] {
  const args = process.argv
    .slice(2)
    .filter((arg) => arg.startsWith("/") || arg === POST_WITH_IMAGES);
  return args.length > 0 ? args : defaults;
}
