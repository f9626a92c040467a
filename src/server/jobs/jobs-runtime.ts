import "server-only";
import { isIP } from "node:net";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { JOBS_TOKEN_HEADER, jobsToken } from "./jobs-token";
import { publishDue, purgeAuditLog } from "./run-jobs";

const AUDIT_SWEEP_MS = 24 * 60 * 60 * 1000;
/** A loopback call that takes longer than this is abandoned; the next round tries again. */
const JOBS_REQUEST_TIMEOUT_MS = 60_000;

const STARTED_KEY = Symbol.for("kursi.jobs-started");
const state = globalThis as typeof globalThis & { [STARTED_KEY]?: boolean };

/** Where this process listens, as seen from itself. */
export function ownOrigin(hostname: string, port: number): string {
  const wildcard = ["0.0.0.0", "::", "[::]", "localhost"].includes(hostname);
  const host = wildcard ? "127.0.0.1" : hostname;
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}

/**
 * One round: this process's /api/jobs route publishes what is due and refreshes the caches
 * inside a Next.js request. If the route cannot be reached (a HOSTNAME this process cannot
 * call itself on), the posts are published anyway, with an invalidation recorded for every
 * server following the table, this one included (docs/decisions/0023).
 */
async function runRound(url: string): Promise<void> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { [JOBS_TOKEN_HEADER]: jobsToken() },
      signal: AbortSignal.timeout(JOBS_REQUEST_TIMEOUT_MS),
    });
    if (response.ok) return;
    throw new Error(`the jobs route answered ${response.status}`);
  } catch (error) {
    log.warn({ err: error, url }, "jobs: could not reach this server's jobs route");
    const published = await publishDue();
    if (published.length > 0) {
      log.warn(
        "jobs: published outside a request; the servers refresh from the recorded invalidation",
      );
    }
  }
}

/**
 * Start-up of the jobs (docs/decisions/0025): scheduled posts every JOBS_INTERVAL_SECONDS and
 * the audit log's retention daily, unless JOBS_WORKER=false (then `npm run jobs` does both).
 */
export function startJobs(): void {
  if (state[STARTED_KEY]) return;
  state[STARTED_KEY] = true;
  if (!env.JOBS_WORKER) {
    log.info("jobs: off in this server (JOBS_WORKER=false); run `npm run jobs` from a scheduler");
    return;
  }
  const url = `${ownOrigin(env.HOSTNAME, env.PORT)}/api/jobs`;
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      await runRound(url);
    } catch (error) {
      log.error({ err: error }, "jobs: publishing scheduled posts failed; retrying next round");
    } finally {
      running = false;
    }
  };
  const sweep = () =>
    purgeAuditLog().catch((error: unknown) =>
      log.error({ err: error }, "jobs: could not delete expired audit entries"),
    );
  jobsToken();
  setInterval(round, env.JOBS_INTERVAL_SECONDS * 1000).unref();
  void sweep();
  setInterval(sweep, AUDIT_SWEEP_MS).unref();
}
