import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServer } from "./support/server-process";

/*
 * `npm start` on a port something else already holds: the process says so and exits non-zero,
 * so a supervisor (systemd, Docker, compose) sees the failure, instead of a process that runs on
 * and serves nothing.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100) + 89;

test("a server whose port is taken exits with an error", async () => {
  test.setTimeout(90_000);
  const holder = createServer((_req, res) => res.writeHead(503).end());
  await new Promise<void>((resolve) => holder.listen(PORT, "127.0.0.1", resolve));
  const dataDir = mkdtempSync(path.join(tmpdir(), "kursi-port-taken-"));
  try {
    const started = startServer({ port: PORT, dataDir, readLog: true, readErrors: true });
    await expect(started).rejects.toThrow("server exited with code 1");
  } finally {
    holder.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
