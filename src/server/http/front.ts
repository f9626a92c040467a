import "server-only";
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { pipeline } from "node:stream";
import fresh from "fresh";
import type { Logger } from "pino";
import type { TrustProxy } from "@/lib/http/client-address";
import { withCompileHint } from "@/lib/http/compile-hints";
import { baseSecurityHeaders, buildCsp, HSTS_HEADER } from "@/lib/http/security-headers";
import { checkImageRequest, isImageRoute } from "@/lib/media/image-request";
import { notFoundScreen } from "@/lib/routes/decide-route";
import { chooseEncoding, compressBody, compressStream, isCompressible } from "./compression";
import { forward, readAll, upstreamHeaders, withoutHopByHop } from "./forward";
import { Limiter } from "@/lib/limiter";
import { isCrossSitePageAction, isDecodablePath, readFormPost } from "./request-checks";
import { cacheKey, createResponseCache, isImmutable, isShareable } from "./response-cache";
import { replaySeconds, type Made, type StoredResponse } from "./response-cache";
import { replaceMarkerStream, secureScripts } from "./script-policy";

/*
 * The production server's layer in front of Next.js (docs/decisions/0031): refuses what needs
 * no framework to refuse, forwards the rest (forward.ts), and finishes what comes back: a CSP
 * from the page's own scripts (script-policy.ts), compile hints on script chunks, compression,
 * a moment's replay (response-cache).
 */

/** A page is held whole to hash its scripts; none of the site's comes near this. */
const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;
/** Hashed assets are replayed from memory this long (seconds), compressed once. */
const ASSET_REPLAY_SECONDS = 60 * 60;
/** Image optimiser requests handed to Next.js at a time, and waiting beyond those. */
const IMAGE_CONCURRENCY = 4;
const IMAGE_QUEUE = 64;

const HTML = /^text\/html/i;
const SVG = /^image\/svg\+xml/i;
/** Next.js's cache markers and the date are not kept; a 304 keeps the stored page's own policy. */
const NOT_STORED = ["x-nextjs-cache", "x-nextjs-prerender", "x-nextjs-stale-time", "date"];
const NOT_REVALIDATED = ["content-encoding", "content-type", "content-security-policy"];

export type FrontOptions = {
  socketPath: string;
  trust: TrustProxy;
  marker: string;
  /** Inline scripts the site writes itself (exact texts), trusted without the marker. */
  ownScripts: ReadonlySet<string>;
  imageHosts: readonly string[];
  upgradeInsecureRequests: boolean;
  /** How long a public page is replayed (RESPONSE_CACHE_SECONDS); 0 keeps none. */
  pageSeconds: number;
  /** Whether the server is shutting down: not ready, and every connection closes after use. */
  draining?: () => boolean;
  log: Logger;
};

/** A weak validator for a body the front changed. */
const etagOf = (body: Buffer) => `W/"${createHash("sha1").update(body).digest("base64url")}"`;

/** Headers for a body in `encoding` (null: as it is): vary, weak validator, no fixed length. */
function encode(headers: OutgoingHttpHeaders, encoding: string | null) {
  const vary = [headers.vary ?? []].flat().join(", ");
  if (!/accept-encoding/i.test(vary))
    headers.vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  if (!encoding) return;
  headers["content-encoding"] = encoding;
  delete headers["content-length"];
  if (typeof headers.etag === "string" && !headers.etag.startsWith("W/"))
    headers.etag = `W/${headers.etag}`;
}

export function createFront(options: FrontOptions) {
  const { log, marker, upgradeInsecureRequests } = options;
  const cache = createResponseCache();
  const images = new Limiter(IMAGE_CONCURRENCY, IMAGE_QUEUE);
  const imageOrigins = options.imageHosts.map((host) => `https://${host}`);
  const policy = (scriptHashes: string[]) =>
    buildCsp({ scriptHashes, imageOrigins, upgradeInsecureRequests });
  const defaults: OutgoingHttpHeaders = Object.fromEntries(
    [...baseSecurityHeaders, HSTS_HEADER].map(({ key, value }) => [key.toLowerCase(), value]),
  );
  // An SVG is a document too: its own scripts must not run, whichever way it is sent.
  const headersOf = (upstream: IncomingMessage): OutgoingHttpHeaders => {
    const headers = { ...defaults, ...withoutHopByHop(upstream.headers) };
    if (SVG.test(String(headers["content-type"]))) headers["content-security-policy"] = policy([]);
    return headers;
  };

  /** A plain-text answer of the front's own (nothing to keep). */
  function answer(res: ServerResponse, status: number, text: string, close = false): null {
    const type = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" };
    const headers = { ...defaults, ...type, ...(close ? { connection: "close" } : {}) };
    if (res.headersSent) res.destroy();
    else res.writeHead(status, headers).end(`${text}\n`);
    return null;
  }

  function send(req: IncomingMessage, res: ServerResponse, stored: StoredResponse, hit = false) {
    const headers: OutgoingHttpHeaders = { ...stored.headers, ...(hit && { "x-cache": "HIT" }) };
    if (fresh(req.headers, { etag: headers.etag })) {
      for (const name of NOT_REVALIDATED) delete headers[name];
      return void res.writeHead(304, headers).end();
    }
    res.writeHead(stored.status, { ...headers, "content-length": stored.body.length });
    res.end(stored.body);
  }

  /** Sends a response as it streams: page data without the marker, text compressed. */
  function stream(req: IncomingMessage, res: ServerResponse, upstream: IncomingMessage): null {
    const status = upstream.statusCode ?? 502;
    const headers = headersOf(upstream);
    const type = String(headers["content-type"] ?? "");
    let body: NodeJS.ReadableStream = upstream;
    if (/^text\/x-component/i.test(type)) {
      body = upstream.pipe(replaceMarkerStream(marker));
      delete headers["content-length"];
    }
    if (status !== 204 && status !== 304 && isCompressible(type) && !headers["content-encoding"]) {
      const encoding = chooseEncoding(req.headers["accept-encoding"]);
      encode(headers, encoding);
      if (encoding) body = body.pipe(compressStream(encoding));
    }
    res.writeHead(status, headers);
    pipeline(body, res, () => undefined);
    return null;
  }

  /** The not-found screen at `url` (decide-route.ts), rendered whole for this request, or null. */
  async function notFoundPage(req: IncomingMessage, url: string) {
    const headers = upstreamHeaders(req, options.trust, marker);
    for (const name of ["if-none-match", "if-modified-since", "range"]) delete headers[name];
    const page = await forward(options.socketPath, { method: "GET", url, headers }).response;
    const body = await readAll(page, MAX_DOCUMENT_BYTES);
    const shown = page.statusCode === 404 || page.statusCode === 200;
    const whole = body && shown && HTML.test(page.headers["content-type"] ?? "");
    return whole ? { body, headers: headersOf(page) } : null;
  }

  /** A page (or hashed asset) held whole: its policy and validator, compressed once. */
  async function finish(req: IncomingMessage, upstream: IncomingMessage) {
    const status = upstream.statusCode ?? 502;
    let headers = headersOf(upstream);
    let body = await readAll(upstream, MAX_DOCUMENT_BYTES);
    const html = HTML.test(String(headers["content-type"] ?? ""));
    const document = req.method === "GET" || req.method === "HEAD";
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const screen = notFoundScreen(path);
    if (body && html && status === 404 && document && screen) {
      const page = await notFoundPage(req, screen).catch(() => null);
      if (page) [body, headers] = [page.body, page.headers];
    }
    if (!body) return null;
    if (html) {
      const report = secureScripts(body.toString("utf8"), marker, options.ownScripts);
      const { rejected } = report;
      if (rejected.length > 0) log.warn({ rejected, status }, "inline scripts left out of the CSP");
      headers["content-security-policy"] = policy(report.hashes);
      body = Buffer.from(report.html, "utf8");
      headers.etag = etagOf(body);
    } else if (status === 200) {
      const hinted = withCompileHint(path, String(headers["content-type"] ?? ""), body);
      if (hinted !== body) [body, headers.etag] = [hinted, etagOf(hinted)];
    }
    for (const name of NOT_STORED) delete headers[name];
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    // Only content a shared cache may keep is worth the finest quality: a private page or a
    // redirect can differ on every request, and each would cost a compression at 11.
    const shared = html && isShareable(status, headers) ? String(headers.etag) : undefined;
    const use = html ? "page" : "asset";
    const compressed = encoding && (await compressBody(body, encoding, use, shared));
    encode(headers, compressed ? encoding : null);
    return { status, headers, body: compressed || body };
  }

  /** Hands the request to Next.js and answers with what comes back, and with what to keep. */
  async function pass(req: IncomingMessage, res: ServerResponse): Promise<Made | null> {
    const image = isImageRoute(req.url);
    const release = image ? await images.acquire() : () => undefined;
    if (!release) return answer(res, 503, "Service Unavailable");
    const form = await readFormPost(req);
    if (!form.ok) return answer(res, form.status, form.message, true);
    const exchange = forward(options.socketPath, {
      // A HEAD is answered as the GET would be, without its body (Node.js leaves it out).
      method: req.method === "HEAD" ? "GET" : (req.method ?? "GET"),
      url: req.url ?? "/",
      headers: upstreamHeaders(req, options.trust, marker),
      body: req.method === "GET" || req.method === "HEAD" ? undefined : (form.body ?? req),
    });
    // An image being encoded is finished and kept, whoever asked for it is gone.
    res.once("close", () => !res.writableFinished && !image && exchange.abort());
    try {
      const upstream = await exchange.response;
      upstream.once("close", release);
      if (res.destroyed) upstream.resume();
      if (res.destroyed) return null;
      const type = String(upstream.headers["content-type"] ?? "");
      const asset = upstream.statusCode === 200 && isCompressible(type);
      const whole = HTML.test(type) || (asset && isImmutable(upstream.headers["cache-control"]));
      if (!whole || upstream.statusCode === 304) return stream(req, res, upstream);
      const stored = await finish(req, upstream);
      if (!stored) return answer(res, 502, "Bad Gateway");
      send(req, res, stored);
      const limits = { pageSeconds: options.pageSeconds, assetSeconds: ASSET_REPLAY_SECONDS };
      return { entry: stored, seconds: replaySeconds(stored.status, stored.headers, limits) };
    } catch (error) {
      release();
      if (!res.destroyed) log.error({ err: error, url: req.url }, "the application did not answer");
      if (!res.destroyed) answer(res, 502, "Bad Gateway");
      return null;
    }
  }

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    // A client that goes away mid-request is not an error of ours.
    req.on("error", () => undefined);
    res.on("error", () => undefined);
    if (options.draining?.()) {
      res.setHeader("connection", "close");
      if (req.url === "/readyz") return answer(res, 503, "Shutting down");
    }
    if (!isDecodablePath(req.url)) return answer(res, 400, "Bad Request", true);
    if (isCrossSitePageAction(req)) return answer(res, 403, "Forbidden", true);
    const image =
      isImageRoute(req.url) && checkImageRequest(req.method, req.url ?? "", options.imageHosts);
    if (image && !image.ok) return answer(res, image.status, image.message);
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const cached = options.pageSeconds > 0 || req.url?.startsWith("/_next/static/");
    const key = cached ? cacheKey(req.method, req.url, req.headers, encoding) : null;
    if (!key) return void (await pass(req, res));
    const fill = { make: () => pass(req, res), answered: false };
    const stored = await cache.fetch(key, { context: fill });
    if (fill.answered) return;
    if (stored) return send(req, res, stored, true);
    await pass(req, res);
  };
}
