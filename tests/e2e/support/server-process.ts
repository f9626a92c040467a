import { type ChildProcess, spawn } from "node:child_process";

/**
 * A production server of its own for a spec that needs a database in a particular state (the
 * shared e2e server has the sample posts). Started from the last build on `port`.
 */
export type ServerProcess = {
  baseURL: string;
  stop: () => Promise<void>;
  /** The messages (`msg`) of the JSON log lines written so far, when started with `readLog`. */
  logMessages: () => string[];
  /** The lines written on standard error so far, when started with `readErrors`. */
  errorLines: () => string[];
};

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer at ${url}`);
}

export async function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Keep the server's JSON log (standard output) for `logMessages`. */
  readLog?: boolean;
  /** Keep what the server writes on standard error for `errorLines` (else it is shown). */
  readErrors?: boolean;
}): Promise<ServerProcess> {
  const baseURL = `http://localhost:${options.port}`;
  const child = spawn(process.execPath, ["dist/server.mjs"], {
    stdio: ["ignore", options.readLog ? "pipe" : "ignore", options.readErrors ? "pipe" : "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: options.dataDir,
      SITE_URL: baseURL,
      LOG_LEVEL: "warn",
      ...options.env,
    },
  });
  const messages: string[] = [];
  let pending = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      try {
        messages.push(String((JSON.parse(line) as { msg?: unknown }).msg));
      } catch {
        messages.push(line);
      }
    }
  });
  const errors: string[] = [];
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    errors.push(...chunk.split("\n").filter(Boolean));
  });
  await waitForServer(`${baseURL}/robots.txt`, child);
  return {
    baseURL,
    logMessages: () => [...messages],
    errorLines: () => [...errors],
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
