import { type ChildProcess, spawn } from "node:child_process";
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

/**
 * The server to measure: BENCH_URL when set, else a production server started from the last
 * build (`npm run build`) on its own port and data directory.
 */
export async function startBenchTarget(): Promise<BenchTarget> {
  if (process.env.BENCH_URL) {
    return { baseUrl: process.env.BENCH_URL.replace(/\/$/, ""), stop: async () => {} };
  }
  const port = process.env.BENCH_PORT ?? "3200";
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? "data/bench");
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
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/robots.txt`, child);
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export function routesFromArgs(defaults: string[]): string[] {
  const args = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  return args.length > 0 ? args : defaults;
}
