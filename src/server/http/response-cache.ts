import "server-only";
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
import { LRUCache } from "lru-cache";
import { ADMIN_SESSION_COOKIE } from "@/server/auth/cookie-names";

/*
 * The production server's microcache (docs/decisions/0031), as nginx's proxy_cache: public pages
 * for seconds, hashed assets an hour, never purged; a key being filled is waited for.
 */

/** Memory for finished responses (least recently used go first), and the most one may take. */
const RESPONSE_CACHE_BYTES = 64 * 1024 * 1024;
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;
/** Requests whose answer depends on more than the address: router state, actions, ranges. */
const BYPASS_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-url"].concat(
  ["next-router-segment-prefetch", "next-action", "authorization", "range"],
);
/** Preview mode, and the operator: a signed-in admin sees a save at once, not a second later. */
const BYPASS_COOKIES = new RegExp(
  `(?:^|;\\s*)(?:__prerender_bypass|__next_preview_data|(?:__Host-)?${ADMIN_SESSION_COOKIE})=`,
);

export type StoredResponse = { status: number; headers: OutgoingHttpHeaders; body: Buffer };

/** The key a request would be kept under, or null when it must reach Next.js. */
export function cacheKey(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
  encoding: string | null,
): string | null {
  if ((method !== "GET" && method !== "HEAD") || !url?.startsWith("/")) return null;
  if (BYPASS_HEADERS.some((name) => headers[name] !== undefined)) return null;
  if (BYPASS_COOKIES.test(headers.cookie ?? "")) return null;
  // Random queries would only crowd the cache with copies of one page.
  if (url.includes("?") && !url.startsWith("/_next/static/")) return null;
  return `${encoding ?? "identity"} ${url}`;
}

/** Whether a Cache-Control value marks a body that never changes (a hashed asset). */
export const isImmutable = (cacheControl: unknown) =>
  /(?:^|,)\s*immutable\b/i.test(String(cacheControl ?? ""));

/** Whether a shared cache may keep a response: a 200 without cookies, not private or no-store. */
export const isShareable = (status: number, headers: OutgoingHttpHeaders) =>
  status === 200 &&
  headers["set-cookie"] === undefined &&
  !/(?:^|,)\s*(?:private|no-store|no-cache)\b/i.test(String(headers["cache-control"] ?? ""));

/** Seconds a response a shared cache may keep is replayed (immutable: hashed assets). */
export function replaySeconds(
  status: number,
  headers: OutgoingHttpHeaders,
  limits: { pageSeconds: number; assetSeconds: number },
): number {
  const cacheControl = String(headers["cache-control"] ?? "");
  if (!isShareable(status, headers)) return 0;
  const age =
    /(?:^|,)\s*s-maxage=(\d+)/i.exec(cacheControl) ?? /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl);
  const limit = isImmutable(cacheControl) ? limits.assetSeconds : limits.pageSeconds;
  return Math.min(Number(age?.[1] ?? 0), limit);
}

/** What a request made of a key: the response and how long it may be replayed (0: not kept). */
export type Made = { entry: StoredResponse; seconds: number };
/** The request filling a key: `answered` once it has made (and sent) its own response. */
export type Fill = { make: () => Promise<Made | null>; answered: boolean };

/**
 * The kept responses by key. `fetch(key, { context: fill })` gives a kept one, else waits for the
 * request already filling that key (lru-cache shares one fetch), else fills it with this one.
 */
export const createResponseCache = () =>
  new LRUCache<string, StoredResponse, Fill>({
    maxSize: RESPONSE_CACHE_BYTES,
    sizeCalculation: (entry) => Math.max(1, entry.body.length),
    fetchMethod: async (_key, _stale, { context, options }) => {
      const made = await context.make();
      context.answered = true;
      if (!made?.seconds || made.entry.body.length > MAX_ENTRY_BYTES) return undefined;
      options.ttl = made.seconds * 1000;
      return made.entry;
    },
  });
