import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

/*
 * A shared cache in front of Next.js, as a CDN would keep: finished HTML responses (CSP
 * computed, body compressed) that Next.js marked shared-cacheable (s-maxage) are replayed from
 * memory for plain page loads, so a cached page costs no rendering, hashing or compression.
 * Next.js's own cache stays the source of truth; this one expires with the response's s-maxage
 * and is purged, by path, when content changes (response-cache-registry.ts). See
 * docs/decisions/0003.
 */

/** Requests whose answer depends on more than the URL: router, preview, revalidation, ranges. */
const BYPASS_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
  "next-action",
  "x-prerender-revalidate",
  "authorization",
  "range",
];
const BYPASS_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;

/** Headers that belong to one exchange, not to the stored response. */
const PER_RESPONSE_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "x-nextjs-cache",
]);

export type StoredResponse = {
  path: string;
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  expiresAt: number;
};

/**
 * The cache key of a request, or null when it must reach Next.js: only plain GETs of a path
 * without a query string (so random query strings cannot crowd the cache).
 */
export function responseCacheKey(req: IncomingMessage, encoding: string | null): string | null {
  const url = req.url ?? "";
  if (req.method !== "GET" || !url.startsWith("/") || url.includes("?")) return null;
  if (BYPASS_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  if (BYPASS_COOKIES.test(req.headers.cookie ?? "")) return null;
  return `${encoding ?? "identity"} ${url}`;
}

/**
 * How long a finished response may be replayed: shared-cacheable HTML only, for its s-maxage.
 * A stale page (Next.js is regenerating it) is not kept, so the fresh one replaces it soon.
 */
export function sharedMaxAgeSeconds(res: ServerResponse): number | null {
  if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined) return null;
  if (String(res.getHeader("x-nextjs-cache") ?? "").toUpperCase() === "STALE") return null;
  if (!/^text\/html/i.test(String(res.getHeader("content-type") ?? ""))) return null;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/i.test(cacheControl)) return null;
  const seconds = Number(/(?:^|,)\s*s-maxage=(\d+)/i.exec(cacheControl)?.[1] ?? 0);
  return seconds > 0 ? seconds : null;
}

export class ResponseCache {
  readonly #entries = new Map<string, StoredResponse>();
  #bytes = 0;
  /** Bumped by every purge: a response that began rendering before one is not stored. */
  #generation = 0;

  constructor(private readonly maxBytes: number) {}

  get generation(): number {
    return this.#generation;
  }

  get(key: string, now = Date.now()): StoredResponse | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= now) {
      this.#bytes -= entry.body.length;
      return undefined;
    }
    this.#entries.set(key, entry); // most recently used last
    return entry;
  }

  /** Keeps a finished response if it is shared-cacheable and nothing was purged meanwhile. */
  store(
    key: string,
    res: ServerResponse,
    body: Buffer,
    startedAtGeneration: number,
    now = Date.now(),
  ): boolean {
    const seconds = sharedMaxAgeSeconds(res);
    if (seconds === null || startedAtGeneration !== this.#generation) return false;
    if (body.length > this.maxBytes / 8) return false;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) headers[name] = value;
    }
    const path = key.slice(key.indexOf(" ") + 1);
    this.#delete(key);
    this.#entries.set(key, {
      path,
      status: res.statusCode,
      headers,
      body,
      expiresAt: now + seconds * 1000,
    });
    this.#bytes += body.length;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#delete(oldest);
    }
    return true;
  }

  /** Drops every response for `pathPrefix` and the paths under it; returns how many. */
  purge(pathPrefix: string): number {
    this.#generation++;
    let purged = 0;
    for (const [key, entry] of this.#entries) {
      if (entry.path === pathPrefix || entry.path.startsWith(`${pathPrefix}/`)) {
        this.#delete(key);
        purged++;
      }
    }
    return purged;
  }

  #delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= entry.body.length;
    this.#entries.delete(key);
  }
}

/** Replays a stored response (304 when the client already has it). */
export function sendStored(req: IncomingMessage, res: ServerResponse, entry: StoredResponse): void {
  const { etag, vary } = entry.headers;
  const known = (req.headers["if-none-match"] ?? "").split(",").map((tag) => tag.trim());
  if (typeof etag === "string" && known.includes(etag)) {
    const cacheControl = entry.headers["cache-control"] ?? "";
    res.writeHead(304, {
      etag,
      "cache-control": cacheControl,
      ...(vary ? { vary } : {}),
      "x-cache": "HIT",
    });
    res.end();
    return;
  }
  res.writeHead(entry.status, {
    ...entry.headers,
    "content-length": entry.body.length,
    "x-cache": "HIT",
  });
  res.end(entry.body);
}
