import "server-only";
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { pipeline } from "node:stream";
import type { Logger } from "pino";
import { baseSecurityHeaders, buildCsp, HSTS_HEADER } from "@/lib/http/security-headers";
import { hasOwnNotFound } from "@/lib/routes/decide-route";
import type { TrustProxy } from "./client-address";
import { chooseEncoding, compressBody, compressStream, isCompressible } from "./compression";
import { forward, upstreamHeaders, withoutHopByHop } from "./forward";
import { checkImageRequest, isImageRoute } from "./image-request";
import { Limiter } from "./limiter";
import { isCrossSitePageAction, isDecodablePath, readFormPost } from "./request-checks";
import {
  cacheKey,
  replaySeconds,
  ResponseCache,
  type Settle,
  type StoredResponse,
} from "./response-cache";
import { replaceMarkerStream, secureScripts } from "./script-policy";

/*
 * The production server's one layer in front of Next.js (docs/decisions/0031): it refuses
 * what needs no framework to refuse, hands everything else to Next.js over its private socket
 * (forward.ts), and finishes what comes back: each HTML page gets its Content-Security-Policy
 * from its own scripts (script-policy.ts), text is compressed, and public pages and hashed
 * assets are kept for a moment (response-cache.ts). What it never does: read Next.js's
 * internals, or change a response's meaning.
 */

/** A page's body is held in full to hash its scripts; none of the site's comes near this. */
const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;
/** Hashed assets are replayed from memory this long (seconds), compressed once. */
const ASSET_REPLAY_SECONDS = 60 * 60;
/**
 * An address no route serves: Next.js answers it with the site's not-found page
 * (app/not-found.tsx) rendered whole. A page that calls notFound() is answered with an empty
 * document whose content only JavaScript renders (vercel/next.js#62228), so the server sends
 * this one's instead, with the 404 status (docs/decisions/0017 and 0031).
 */
export const SITE_NOT_FOUND_PATH = "/api/not-found";
/** Image optimiser requests handed to Next.js at a time, and waiting beyond those. */
const IMAGE_CONCURRENCY = 4;
const IMAGE_QUEUE = 64;

const HTML = /^text\/html/i;
const RSC = /^text\/x-component/i;
const SVG = /^image\/svg\+xml/i;
/** Next.js's markers for its own cache layers: of no use to a browser on a document. */
const NEXT_CACHE_MARKERS = ["x-nextjs-cache", "x-nextjs-prerender", "x-nextjs-stale-time"];
/** Headers of one exchange, not of a stored response. */
const PER_EXCHANGE = ["date", "content-length", "connection", "keep-alive", "transfer-encoding"];

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
  log: Logger;
};

function pathOf(url: string | undefined): string {
  return (url ?? "/").split("?")[0] ?? "/";
}

function etagOf(body: Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

function addVary(headers: OutgoingHttpHeaders, name: string) {
  const current = [headers.vary ?? []].flat().map(String).filter(Boolean);
  if (!current.some((value) => value.toLowerCase().includes(name.toLowerCase()))) {
    headers.vary = [...current, name].join(", ");
  }
}

export function createFront(options: FrontOptions) {
  const { log } = options;
  const cache = new ResponseCache();
  const images = new Limiter(IMAGE_CONCURRENCY, IMAGE_QUEUE);
  const imageOrigins = options.imageHosts.map((host) => `https://${host}`);
  const policy = (scriptHashes: string[]) =>
    buildCsp({
      scriptHashes,
      imageOrigins,
      upgradeInsecureRequests: options.upgradeInsecureRequests,
    });
  const defaults: OutgoingHttpHeaders = Object.fromEntries(
    [...baseSecurityHeaders, HSTS_HEADER].map(({ key, value }) => [key.toLowerCase(), value]),
  );

  function answer(res: ServerResponse, status: number, text: string, close = false) {
    if (res.headersSent) return void res.destroy();
    res.writeHead(status, {
      ...defaults,
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      ...(close ? { connection: "close" } : {}),
    });
    res.end(`${text}\n`);
  }

  function send(req: IncomingMessage, res: ServerResponse, stored: StoredResponse, hit: boolean) {
    const status = matches(req.headers["if-none-match"], stored.etag) ? 304 : stored.status;
    const headers: OutgoingHttpHeaders = {
      ...stored.headers,
      ...(hit ? { "x-cache": "HIT" } : {}),
    };
    if (status === 304) {
      for (const name of ["content-encoding", "content-type", "content-security-policy"]) {
        delete headers[name];
      }
      res.writeHead(304, headers);
      return void res.end();
    }
    res.writeHead(status, { ...headers, "content-length": stored.body.length });
    res.end(stored.body);
  }

  /** A whole body, or null when it outgrows `limit` (the stream is then destroyed). */
  async function readAll(stream: IncomingMessage, limit: number): Promise<Buffer | null> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) {
        stream.destroy();
        return null;
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  /** An HTML page made safe to send: its policy, the marker gone, its own validator. */
  function finishDocument(body: Buffer, headers: OutgoingHttpHeaders, status: number) {
    const report = secureScripts(body.toString("utf8"), options.marker, options.ownScripts);
    if (report.rejected.length > 0) {
      log.warn({ rejected: report.rejected, status }, "inline scripts left out of the CSP");
    }
    headers["content-security-policy"] = policy(report.hashes);
    for (const name of NEXT_CACHE_MARKERS) delete headers[name];
    return Buffer.from(report.html, "utf8");
  }

  async function respond(
    req: IncomingMessage,
    res: ServerResponse,
    upstream: IncomingMessage,
    settle: Settle | null,
  ) {
    const status = upstream.statusCode ?? 502;
    let headers: OutgoingHttpHeaders = { ...defaults, ...withoutHopByHop(upstream.headers) };
    const type = String(headers["content-type"] ?? "");
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const cacheControl = String(headers["cache-control"] ?? "");
    const immutable = /(?:^|,)\s*immutable\b/i.test(cacheControl);
    const bodiless = status === 204 || status === 304;
    if (SVG.test(type)) headers["content-security-policy"] = policy([]);

    const buffered =
      !bodiless && (HTML.test(type) || (immutable && status === 200 && isCompressible(type)));
    if (!buffered) {
      settle?.(null);
      let body: NodeJS.ReadableStream = upstream;
      if (RSC.test(type)) body = upstream.pipe(replaceMarkerStream(options.marker));
      if (!bodiless && isCompressible(type) && !headers["content-encoding"]) {
        addVary(headers, "Accept-Encoding");
        if (encoding) {
          headers["content-encoding"] = encoding;
          delete headers["content-length"];
          const etag = headers.etag;
          if (typeof etag === "string" && !etag.startsWith("W/")) headers.etag = `W/${etag}`;
          body = body.pipe(compressStream(encoding));
        }
      }
      if (RSC.test(type)) delete headers["content-length"];
      res.writeHead(status, headers);
      pipeline(body, res, () => undefined);
      return;
    }

    let body = await readAll(upstream, MAX_DOCUMENT_BYTES);
    const documentRequest = req.method === "GET" || req.method === "HEAD";
    if (
      body &&
      status === 404 &&
      documentRequest &&
      HTML.test(type) &&
      !hasOwnNotFound(pathOf(req.url))
    ) {
      const page = await notFoundPage(req);
      if (page) ({ body, headers } = { body: page.body, headers: { ...headers, ...page.headers } });
    }
    if (!body) {
      settle?.(null);
      return answer(res, 502, "Bad Gateway");
    }
    if (HTML.test(type)) {
      body = finishDocument(body, headers, status);
      headers.etag = etagOf(body);
    }
    addVary(headers, "Accept-Encoding");
    if (encoding) {
      const compressed = await compressBody(body, encoding, immutable ? "asset" : "page");
      if (compressed) {
        body = compressed;
        headers["content-encoding"] = encoding;
        const etag = headers.etag;
        if (typeof etag === "string" && !etag.startsWith("W/")) headers.etag = `W/${etag}`;
      }
    }
    for (const name of PER_EXCHANGE) delete headers[name];
    const etag = typeof headers.etag === "string" ? headers.etag : undefined;
    const stored: StoredResponse = { status, headers, body, etag };
    const seconds = replaySeconds(status, headers, {
      pageSeconds: options.pageSeconds,
      assetSeconds: ASSET_REPLAY_SECONDS,
    });
    settle?.({ entry: stored, seconds });
    send(req, res, stored, false);
  }

  /** The site's not-found page, rendered whole for this request (SITE_NOT_FOUND_PATH). */
  async function notFoundPage(req: IncomingMessage) {
    const headers = upstreamHeaders(req, options.trust, options.marker);
    for (const name of ["if-none-match", "if-modified-since", "range"]) delete headers[name];
    const exchange = forward(options.socketPath, {
      method: "GET",
      url: SITE_NOT_FOUND_PATH,
      headers,
    });
    try {
      const response = await exchange.response;
      const body = await readAll(response, MAX_DOCUMENT_BYTES);
      const type = String(response.headers["content-type"] ?? "");
      if (!body || response.statusCode !== 404 || !HTML.test(type)) return null;
      return { body, headers: withoutHopByHop(response.headers) as OutgoingHttpHeaders };
    } catch (error) {
      log.warn({ err: error }, "the site's not-found page could not be rendered");
      return null;
    }
  }

  /** Hands the request to Next.js and answers with what comes back. */
  async function pass(req: IncomingMessage, res: ServerResponse, settle: Settle | null) {
    const image = isImageRoute(req.url);
    let release: (() => void) | null = null;
    if (image) {
      release = await images.acquire();
      if (!release) {
        settle?.(null);
        return answer(res, 503, "Service Unavailable");
      }
    }
    const headers = upstreamHeaders(req, options.trust, options.marker);
    const form = await readFormPost(req);
    if (!form.ok) return answer(res, form.status, form.message, true);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const exchange = forward(options.socketPath, {
      // A HEAD is answered as the GET would be, without its body (Node.js leaves it out).
      method: req.method === "HEAD" ? "GET" : (req.method ?? "GET"),
      url: req.url ?? "/",
      headers,
      ...(hasBody ? { body: form.body ?? req } : {}),
    });
    res.once("close", () => {
      // An image being encoded is finished and kept, whoever asked for it is gone.
      if (!res.writableFinished && !image) exchange.abort();
    });
    try {
      const upstream = await exchange.response;
      upstream.once("end", () => release?.());
      upstream.once("close", () => release?.());
      if (res.destroyed) {
        settle?.(null);
        return void upstream.resume();
      }
      await respond(req, res, upstream, settle);
    } catch (error) {
      release?.();
      settle?.(null);
      if (!res.destroyed) {
        log.error({ err: error, url: req.url }, "the application did not answer");
        answer(res, 502, "Bad Gateway");
      }
    }
  }

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    // A client that goes away mid-request is not an error of ours.
    req.on("error", () => undefined);
    res.on("error", () => undefined);
    if (!isDecodablePath(req.url)) return answer(res, 400, "Bad Request", true);
    if (isCrossSitePageAction(req)) return answer(res, 403, "Forbidden", true);
    if (isImageRoute(req.url)) {
      const check = checkImageRequest(req.method, req.url ?? "", options.imageHosts);
      if (!check.ok) return answer(res, check.status, check.message);
    }
    const key =
      options.pageSeconds > 0 || req.url?.startsWith("/_next/static/")
        ? cacheKey(req.method, req.url, req.headers, chooseEncoding(req.headers["accept-encoding"]))
        : null;
    if (!key) return pass(req, res, null);
    const found = cache.lookup(key);
    const stored = found instanceof Promise ? await found : found;
    if (stored) return send(req, res, stored, true);
    const settle = cache.claim(key);
    try {
      await pass(req, res, settle);
    } finally {
      settle(null);
    }
  };
}
