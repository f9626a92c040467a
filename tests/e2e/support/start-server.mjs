// Starts the production server for the end-to-end tests on a fresh data directory, so every
// run begins from the seeded sample content.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? "data/e2e");
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const port = process.env.PORT ?? "3100";
const child = spawn(process.execPath, ["dist/server.mjs"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    HOSTNAME: "127.0.0.1",
    DATA_DIR: dataDir,
    SITE_URL: `http://localhost:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // As behind one reverse proxy on this host: a test names its client with X-Forwarded-For
    // (requests without the header keep the socket's address), so per-address limits stay
    // per test.
    TRUST_PROXY: process.env.TRUST_PROXY ?? "127.0.0.1",
    CONTACT_RATE_LIMIT: process.env.CONTACT_RATE_LIMIT ?? "3",
  },
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code) => process.exit(code ?? 0));
