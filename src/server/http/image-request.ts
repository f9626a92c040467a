import "server-only";
import type { IncomingMessage } from "node:http";
import {
  IMAGE_DEVICE_SIZES,
  IMAGE_FORMATS,
  IMAGE_QUALITIES,
  IMAGE_SIZES,
  type ImageFormat,
} from "@/lib/media/image-optimizer";

/*
 * An optimised-image request reduced to what decides its bytes: the source, the width, the
 * quality and the format the Accept header picks. Everything else a URL may carry is dropped,
 * so no two URLs for one variant reach the encoder or the cache as different requests
 * (docs/decisions/0018).
 */

export const IMAGE_ROUTE = "/_next/image";
/** Next.js refuses longer source URLs too. */
const MAX_SOURCE_LENGTH = 3072;
const WIDTHS = new Set([...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES]);
const QUALITIES = new Set(IMAGE_QUALITIES);

export type ImageVariant = {
  source: string;
  width: number;
  quality: number;
  /** The encoded format, or null for the source's own (a browser that takes neither). */
  format: ImageFormat | null;
};

export type ImageRequest =
  | {
      ok: true;
      variant: ImageVariant;
      /** The request as Next.js should see it: the canonical URL and an Accept of one type. */
      url: string;
      accept: string | undefined;
      /** One string per variant, whatever URL or Accept header named it. */
      key: string;
    }
  | { ok: false; message: string };

const refuse = (message: string): ImageRequest => ({ ok: false, message });

/** The format Next.js would encode to for `accept`: the listed type with the highest q. */
export function negotiateImageFormat(accept: string | undefined): ImageFormat | null {
  let best: { format: ImageFormat; q: number } | null = null;
  for (const part of (accept ?? "").toLowerCase().split(",")) {
    const [type = "", ...params] = part.split(";").map((piece) => piece.trim());
    const format = IMAGE_FORMATS.find((candidate) => candidate === type);
    if (!format) continue;
    const qParam = params.find((param) => param.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    const better =
      !best ||
      q > best.q ||
      (q === best.q && IMAGE_FORMATS.indexOf(format) < IMAGE_FORMATS.indexOf(best.format));
    if (better) best = { format, q };
  }
  return best?.format ?? null;
}

/** The one value of `name`, or an error if it is missing or repeated. */
function single(params: URLSearchParams, name: string): string | { error: string } {
  const values = params.getAll(name);
  if (values.length === 0) return { error: `"${name}" parameter is required` };
  if (values.length > 1) return { error: `"${name}" parameter cannot be repeated` };
  return values[0] ?? "";
}

/** A source as its one canonical string, or null if it can never be an image source. */
function canonicalSource(source: string): string | null {
  if (source.length === 0 || source.length > MAX_SOURCE_LENGTH) return null;
  if (source.startsWith("/")) {
    // A local file: a query or fragment would only name it again.
    if (source.startsWith("//") || source.includes("\\") || /[?#]/.test(source)) return null;
    return source;
  }
  try {
    const url = new URL(source);
    return url.protocol === "https:" && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Parses `/_next/image?…` with the request's Accept header. Unknown parameters are ignored;
 * a width or quality the site never asks for, a repeated parameter or a local source with a
 * query is refused.
 */
export function parseImageRequest(url: string, accept: string | undefined): ImageRequest {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (path !== IMAGE_ROUTE) return refuse("not an image request");
  const params = new URLSearchParams(queryStart === -1 ? "" : url.slice(queryStart + 1));

  const rawSource = single(params, "url");
  if (typeof rawSource !== "string") return refuse(rawSource.error);
  const source = canonicalSource(rawSource);
  if (!source) return refuse('"url" parameter is not allowed');

  const rawWidth = single(params, "w");
  if (typeof rawWidth !== "string") return refuse(rawWidth.error);
  const width = /^[1-9][0-9]{0,4}$/.test(rawWidth) ? Number(rawWidth) : NaN;
  if (!WIDTHS.has(width)) return refuse(`"w" parameter (width) is not allowed`);

  const rawQuality = single(params, "q");
  if (typeof rawQuality !== "string") return refuse(rawQuality.error);
  const quality = /^[1-9][0-9]{0,2}$/.test(rawQuality) ? Number(rawQuality) : NaN;
  if (!QUALITIES.has(quality)) return refuse(`"q" parameter (quality) is not allowed`);

  const format = negotiateImageFormat(accept);
  const canonical = new URLSearchParams({ url: source, w: String(width), q: String(quality) });
  return {
    ok: true,
    variant: { source, width, quality, format },
    url: `${IMAGE_ROUTE}?${canonical.toString()}`,
    accept: format ?? undefined,
    key: JSON.stringify([source, width, quality, format ?? "source"]),
  };
}

/**
 * The request headers an image request keeps. Any other (cookies, Range, If-None-Match, the
 * router's) would make Next.js bypass a cache, or answer 304 after encoding, so each could
 * cost an encode again. If-None-Match is kept for the server's own 304 from its store, and
 * removed before a request reaches Next.js (main.ts).
 */
const KEPT_HEADERS = [
  "host",
  "connection",
  "user-agent",
  "if-none-match",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
];

/** Whether Next.js would treat `url` as an optimised-image request (it matches by prefix). */
export function isImageRoute(url: string | undefined): boolean {
  return (url ?? "").startsWith(IMAGE_ROUTE);
}

/**
 * Rewrites an image request in place to its canonical form (URL, Accept, method, headers), or
 * returns why it is refused. A HEAD is answered as the GET would be (Node.js leaves the body
 * out), so it cannot reach the encoder on a path of its own.
 */
export function canonicalizeImageRequest(
  req: IncomingMessage,
): { ok: true } | { ok: false; status: number; message: string } {
  if (req.method !== "GET" && req.method !== "HEAD") {
    return { ok: false, status: 405, message: "Method Not Allowed" };
  }
  const parsed = parseImageRequest(req.url ?? "", req.headers.accept);
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
  const headers: IncomingMessage["headers"] = {};
  for (const name of KEPT_HEADERS) {
    const value = req.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  if (parsed.accept) headers.accept = parsed.accept;
  req.headers = headers;
  req.url = parsed.url;
  req.method = "GET";
  return { ok: true };
}
