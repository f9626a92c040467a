import "server-only";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import {
  CACHE_INVALIDATION_CHANNEL,
  type CacheInvalidation,
  InvalidationFollower,
} from "./invalidations";
import { listenForNotifications } from "./pg-listen";

/** While the database stays unreachable, its errors are reported once per this interval. */
export const FOLLOW_ERROR_REPORT_MS = 60_000;

/**
 * Starts applying the cache invalidations other instances record (docs/decisions/0023): by
 * polling the table, and on PostgreSQL also on every notification. Returns a function that
 * stops.
 */
export async function followCacheInvalidations(options: {
  instanceId: string;
  apply: (invalidation: CacheInvalidation) => Promise<void>;
  onError: (error: unknown, during: "poll" | "listen") => void;
}): Promise<() => Promise<void>> {
  // A poll a second would log a line a second while the database is down.
  const lastReported = { poll: -Infinity, listen: -Infinity };
  const report = (error: unknown, during: "poll" | "listen") => {
    const now = Date.now();
    if (now - lastReported[during] < FOLLOW_ERROR_REPORT_MS) return;
    lastReported[during] = now;
    options.onError(error, during);
  };
  const follower = new InvalidationFollower({
    db: getDb,
    origin: options.instanceId,
    apply: options.apply,
    onError: (error) => report(error, "poll"),
  });
  await follower.start();
  const stopListening = env.DATABASE_URL
    ? listenForNotifications({
        connectionString: env.DATABASE_URL,
        channel: CACHE_INVALIDATION_CHANNEL,
        onNotify: () => void follower.poll(),
        onError: (error) => report(error, "listen"),
      })
    : async () => {};
  return async () => {
    follower.stop();
    await stopListening();
  };
}
