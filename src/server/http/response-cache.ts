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
export type Settle = (made: { entry: StoredResponse; seconds: number } | null) => void;

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

export class ResponseCache {
  readonly #entries = new LRUCache<string, StoredResponse>({
    maxSize: RESPONSE_CACHE_BYTES,
    sizeCalculation: (entry) => Math.max(1, entry.body.length),
  });
  readonly #filling = new Map<string, Promise<StoredResponse | null>>();

  /** The stored response, or the one another request is making now (null if it is not kept). */
  lookup(key: string): StoredResponse | Promise<StoredResponse | null> | undefined {
    return this.#entries.get(key) ?? this.#filling.get(key);
  }

  /**
   * Claims `key` for the request about to make its response; others asking meanwhile wait. The
   * returned function settles the claim (the first call counts): with the response and how long
   * it may be replayed, or with null.
   */
  claim(key: string): Settle {
    let resolve: (entry: StoredResponse | null) => void = () => undefined;
    this.#filling.set(key, new Promise((done) => (resolve = done)));
    let settled = false;
    return (made) => {
      if (settled) return;
      settled = true;
      this.#filling.delete(key);
      const kept = !!made && made.seconds > 0 && made.entry.body.length <= MAX_ENTRY_BYTES;
      if (kept) this.#entries.set(key, made.entry, { ttl: made.seconds * 1000 });
      resolve(kept ? made.entry : null);
    };
  }
}
