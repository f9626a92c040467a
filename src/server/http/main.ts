/**
 * The production server (`npm start`, docs/decisions/0031): Next.js's own request handler on a
 * socket only this process can reach, and in front of it the layer a single process needs
 * without nginx (front.ts); the background work (docs/decisions/0032). Honors PORT and HOSTNAME.
 */
import "server-only";
import { mkdtempSync, rmSync } from "node:fs";
import { once } from "node:events";
import { createServer } from "node:http";
import { Server as NetServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import nextEnv from "@next/env";
import next from "next";
import pino from "pino";
import { SPLASH_SCRIPT } from "../../lib/splash-script";
import { parseEnv } from "../env-schema";
import { startBackgroundWork, stopBackgroundWork } from "../jobs/background";
import { PRODUCTION_SERVER_VARIABLE } from "../production-server";
import { IDLE_UPSTREAM_MS } from "./forward";
import { createFront } from "./front";
import { createMarker } from "./script-policy";

nextEnv.loadEnvConfig(process.cwd(), false);
const env = parseEnv(process.env);
const log = pino({ level: env.LOG_LEVEL, base: undefined });
process.env[PRODUCTION_SERVER_VARIABLE] = "1";
/** A shutdown waits this long for requests in flight, then ends the connections left. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  // mkdtemp makes the directory 0700: only this process's user reaches the socket.
  const socketDir = mkdtempSync(path.join(tmpdir(), "kursi-next-"));
  const socketPath = path.join(socketDir, "next.sock");
  process.once("exit", () => rmSync(socketDir, { recursive: true, force: true }));

  const app = next({ dev: false, dir: process.cwd(), hostname: env.HOSTNAME, port: env.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();
  const application = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log.error({ err: error, url: req.url }, "request failed");
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error\n");
    });
  });
  application.keepAliveTimeout = 2 * IDLE_UPSTREAM_MS;
  application.listen(socketPath);
  await once(application, "listening"); // rejects on "error": the start fails, the process exits
  startBackgroundWork();

  if (env.TRUST_PROXY.kind === "hops") log.warn("TRUST_PROXY counts hops: list the proxies");
  let draining = false;
  const front = createFront({
    socketPath,
    trust: env.TRUST_PROXY,
    marker: createMarker(),
    ownScripts: new Set([SPLASH_SCRIPT]),
    imageHosts: env.IMAGE_REMOTE_HOSTS,
    upgradeInsecureRequests: new URL(env.SITE_URL).protocol === "https:",
    pageSeconds: env.RESPONSE_CACHE_SECONDS,
    draining: () => draining,
    log,
  });
  const server = createServer((req, res) => void front(req, res));
  server.keepAliveTimeout = 65_000;
  server.listen(env.PORT, env.HOSTNAME);
  await once(server, "listening"); // a port already taken fails the start too
  const shown = env.HOSTNAME === "0.0.0.0" ? "localhost" : env.HOSTNAME;
  log.info({ port: env.PORT, hostname: env.HOSTNAME }, `ready on http://${shown}:${env.PORT}`);

  // A graceful stop (docs/decisions/0040): in-flight requests answered, idle keep-alive
  // connections left for the proxy to close until the grace ends, deliveries given back.
  const shutdown = async (signal: string) => {
    if (draining) return;
    draining = true;
    log.info({ signal }, "shutting down: finishing the requests in flight");
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    await new Promise((resolve) => NetServer.prototype.close.call(server, resolve));
    clearTimeout(force);
    await stopBackgroundWork();
    application.closeAllConnections();
    process.exit(0);
  };
  for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => void shutdown(signal));
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, "server failed to start");
  process.exit(1);
});
