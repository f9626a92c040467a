import "server-only";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { IMAGE_ROUTE } from "./image-request";

/*
 * A shared cache in front of Next.js, as a CDN would keep, for two kinds of response:
 * - pages Next.js marked shared-cacheable (HTML with s-maxage), replayed finished (CSP
 *   computed, body compressed) for plain page loads, for their s-maxage;
 * - images from the optimiser (/_next/image, public with max-age), per Accept header, since
 *   Next.js keeps no copy of its own when its cache stays in memory (next.config.ts); the
 *   request is made canonical first (image-request.ts) and every variant is also kept on
 *   disk (image-store.ts).
 * Next.js's cache stays the source of truth; pages are purged by path when content changes
 * (server-bridge.ts). See docs/decisions/0003.
 */

const IMAGE_QUERY = `${IMAGE_ROUTE}?`;

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

export type CacheableRequest = {
  key: string;
  /** The path without its query, for purging. */
  path: string;
  kind: "page" | "image";
};

export type StoredResponse = {
  path: string;
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  expiresAt: number;
};

/**
 * What a request would be stored under, or null when it must reach Next.js: plain GETs of a
 * page without a query string (random queries cannot crowd the cache), and optimised images,
 * which Next.js negotiates by Accept.
 */
export function cacheableRequest(
  req: IncomingMessage,
  encoding: string | null,
): CacheableRequest | null {
  const url = req.url ?? "";
  if (req.method !== "GET" || !url.startsWith("/")) return null;
  if (BYPASS_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  if (BYPASS_COOKIES.test(req.headers.cookie ?? "")) return null;
  if (url.startsWith(IMAGE_QUERY)) {
    return {
      key: `image\n${req.headers.accept ?? ""}\n${url}`,
      path: "/_next/image",
      kind: "image",
    };
  }
  if (url.includes("?")) return null;
  return { key: `page\n${encoding ?? "identity"}\n${url}`, path: url, kind: "page" };
}

function maxAge(cacheControl: string, directive: "s-maxage" | "max-age"): number {
  return Number(new RegExp(`(?:^|,)\\s*${directive}=(\\d+)`, "i").exec(cacheControl)?.[1] ?? 0);
}

/**
 * How long a finished response may be replayed, or null: a 200 without cookies, not stale
 * (Next.js is regenerating it), and either a shared-cacheable page (for its s-maxage) or a
 * public optimised image (for its max-age).
 */
export function reusableForSeconds(
  res: ServerResponse,
  kind: CacheableRequest["kind"],
): number | null {
  if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined) return null;
  if (String(res.getHeader("x-nextjs-cache") ?? "").toUpperCase() === "STALE") return null;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/i.test(cacheControl)) return null;
  const type = String(res.getHeader("content-type") ?? "");
  const seconds =
    kind === "page"
      ? /^text\/html/i.test(type)
        ? maxAge(cacheControl, "s-maxage")
        : 0
      : /^image\//i.test(type) && /(?:^|,)\s*public\b/i.test(cacheControl)
        ? maxAge(cacheControl, "s-maxage") || maxAge(cacheControl, "max-age")
        : 0;
  return seconds > 0 ? seconds : null;
}

/** A finished response as it may be replayed, or null if it may not be. */
export function snapshotResponse(
  request: CacheableRequest,
  res: ServerResponse,
  body: Buffer,
  now = Date.now(),
): StoredResponse | null {
  const seconds = reusableForSeconds(res, request.kind);
  if (seconds === null) return null;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) headers[name] = value;
  }
  return {
    path: request.path,
    status: res.statusCode,
    headers,
    body,
    expiresAt: now + seconds * 1000,
  };
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
    this.#delete(key);
    if (entry.expiresAt <= now) return undefined;
    this.#entries.set(key, entry); // most recently used last
    this.#bytes += entry.body.length;
    return entry;
  }

  /** Keeps a finished response if it may be replayed and nothing was purged meanwhile. */
  store(
    request: CacheableRequest,
    res: ServerResponse,
    body: Buffer,
    startedAtGeneration: number,
    now = Date.now(),
  ): boolean {
    if (startedAtGeneration !== this.#generation) return false;
    const entry = snapshotResponse(request, res, body, now);
    return !!entry && this.keep(request.key, entry);
  }

  /** Keeps a response already judged reusable (an image read back from its store). */
  keep(key: string, entry: StoredResponse): boolean {
    if (entry.body.length > this.maxBytes / 8) return false;
    this.#delete(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.body.length;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#delete(oldest);
    }
    return true;
  }

  /** Swaps a stored body for an equivalent one (better compressed), if it is still the one kept. */
  replaceBody(key: string, current: Buffer, replacement: Buffer): boolean {
    const entry = this.#entries.get(key);
    if (!entry || entry.body !== current) return false;
    this.#bytes += replacement.length - entry.body.length;
    entry.body = replacement;
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
