import "server-only";
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
import { LRUCache } from "lru-cache";

/*
 * The production server's microcache (docs/decisions/0031), what nginx's proxy_cache does in
 * front of a cluster: finished responses (policy set, body compressed) of public pages for a
 * second or two, and of hashed assets for an hour, replayed without reaching Next.js. Nobody
 * purges it: a page is at most RESPONSE_CACHE_SECONDS behind Next.js's own cache, which the
 * cache handler keeps coherent. Requests for one key while it is being filled wait for that
 * fill instead of all reaching Next.js (proxy_cache_lock).
 */

/** Memory for finished responses; least recently used go first. */
const RESPONSE_CACHE_BYTES = 64 * 1024 * 1024;
/** A response larger than this is never kept. */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

/** Requests whose answer depends on more than the address: router state, actions, ranges. */
const BYPASS_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
  "next-action",
  "authorization",
  "range",
];
const BYPASS_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;

export type StoredResponse = {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string | undefined;
};

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

function directive(cacheControl: string, name: string): number | null {
  const match = new RegExp(`(?:^|,)\\s*${name}=(\\d+)`, "i").exec(cacheControl);
  return match ? Number(match[1]) : null;
}

/**
 * How long a finished response may be replayed, in seconds, or 0: a 200 without cookies whose
 * Cache-Control allows a shared cache; an immutable asset for up to `assetSeconds`, a page for
 * up to `pageSeconds`.
 */
export function replaySeconds(
  status: number,
  headers: OutgoingHttpHeaders,
  limits: { pageSeconds: number; assetSeconds: number },
): number {
  if (status !== 200 || headers["set-cookie"] !== undefined) return 0;
  const cacheControl = String(headers["cache-control"] ?? "");
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const shared = directive(cacheControl, "s-maxage") ?? directive(cacheControl, "max-age") ?? 0;
  const immutable = /(?:^|,)\s*immutable\b/i.test(cacheControl);
  return Math.min(shared, immutable ? limits.assetSeconds : limits.pageSeconds);
}

export type Settle = (made: { entry: StoredResponse; seconds: number } | null) => void;

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
   * Claims `key` for the request about to make its response: others asking meanwhile wait for
   * it. The returned function must be called once, with the response and how long it may be
   * replayed, or with null.
   */
  claim(key: string): Settle {
    let settle: Settle = () => undefined;
    const filling = new Promise<StoredResponse | null>((resolve) => {
      settle = (made) => {
        this.#filling.delete(key);
        if (made && made.seconds > 0 && made.entry.body.length <= MAX_ENTRY_BYTES) {
          this.#entries.set(key, made.entry, { ttl: made.seconds * 1000 });
          resolve(made.entry);
        } else resolve(null);
      };
    });
    this.#filling.set(key, filling);
    let settled = false;
    return (made) => {
      if (settled) return;
      settled = true;
      settle(made);
    };
  }
}
