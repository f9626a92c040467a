import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";

/*
 * The jobs runner's key to its own process (docs/decisions/0025). Refreshing the blog's caches
 * needs a Next.js request (revalidateTag throws outside one), so the runner's timer asks this
 * process's /api/jobs route over loopback. The token is made at start and lives only in this
 * process's memory (on globalThis: instrumentation and routes are bundled apart), so no other
 * caller can run the jobs through the route, and there is nothing to configure or leak.
 */

export const JOBS_TOKEN_HEADER = "x-kursi-jobs-token";
const TOKEN_KEY = Symbol.for("kursi.jobs-token");
const state = globalThis as typeof globalThis & { [TOKEN_KEY]?: string };

/** This process's token, made on first use. */
export function jobsToken(): string {
  return (state[TOKEN_KEY] ??= randomBytes(32).toString("base64url"));
}

/** Whether `presented` is this process's token; false when the runner never started here. */
export function isJobsToken(presented: string | null): boolean {
  const expected = state[TOKEN_KEY];
  if (!expected || !presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
