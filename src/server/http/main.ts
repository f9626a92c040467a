/**
 * The production HTTP server: Next.js's request handler behind one layer that adds what needs
 * the finished body — a Content-Security-Policy with the hashes of the page's inline scripts,
 * and brotli/gzip compression cached by content. Honors PORT and HOSTNAME.
 */
import "server-only";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import nextEnv from "@next/env";
import next from "next";
import pino from "pino";
import { baseSecurityHeaders, buildCsp, HSTS_HEADER } from "../../lib/http/security-headers";
import { parseEnv } from "../env-schema";
import { bufferResponse } from "./buffered-response";
import { createClientAddressScope } from "./client-address";
import {
  bestBrotli,
  chooseEncoding,
  compress,
  createStreamCompressor,
  isCompressible,
} from "./compression";
import { canonicalizeImageRequest, isImageRoute } from "./image-request";
import { DiskImageStore, imageStoreDir, ImageVariants } from "./image-store";
import { InFlightRequests, mayRender } from "./in-flight-requests";
import { checkFormBody, hasMalformedActionId, isCrossOrigin, isPageAction } from "./form-body";
import { inlineScriptHashes } from "./inline-scripts";
import { notFoundBody, readNotFoundPage } from "./not-found-page";
import {
  type CacheableRequest,
  cacheableRequest,
  ResponseCache,
  sendStored,
  snapshotResponse,
  type StoredResponse,
} from "./response-cache";
import { isDecodablePath } from "./request-target";
import { registerServerHooks } from "./server-bridge";

nextEnv.loadEnvConfig(process.cwd(), false);
const env = parseEnv(process.env);
const log = pino({ level: env.LOG_LEVEL, base: undefined });

const imageOrigins = env.IMAGE_REMOTE_HOSTS.map((host) => `https://${host}`);
const upgradeInsecureRequests = new URL(env.SITE_URL).protocol === "https:";
/** Every response starts with the whole header set: redirects, HEAD answers, files, errors. */
const defaultHeaders: ReadonlyArray<{ key: string; value: string }> = [
  ...baseSecurityHeaders,
  HSTS_HEADER,
];
/**
 * The policy of an HTML or SVG answer until its body is known: no inline script at all. An HTML
 * page with a body gets its own, with its inline scripts' hashes. A 304 carries none, since the
 * browser would put it on the page it stored in place of that page's own.
 */
const strictCsp = buildCsp({ scriptHashes: [], imageOrigins, upgradeInsecureRequests });
const NEEDS_POLICY = /^(text\/html|image\/svg\+xml)/i;

const HTML = /^text\/html/i;
/** React Server Component payloads: client navigations and prefetches, streamed as rendered. */
const RSC = /^text\/x-component/i;
const IMAGE = /^image\//i;
/** Memory for replayed pages and images (response-cache.ts); least recently used go first. */
const RESPONSE_CACHE_BYTES = 64 * 1024 * 1024;
/** The longest a content write waits for the renders that began before it (in-flight-requests.ts). */
const RENDER_SETTLE_TIMEOUT_MS = 5_000;
const STATIC_TEXT =
  /^(text\/(css|javascript|xml)|application\/(javascript|json|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i;

/** Assets named by their content (hashed chunks, fonts): every later request gets the same body. */
const IMMUTABLE = /(?:^|,)\s*immutable\b/i;

/** Next.js's markers for its own cache layers: a browser has no use for them on a document. */
const NEXT_CACHE_MARKERS = ["x-nextjs-prerender", "x-nextjs-stale-time"];

/** Adds Accept-Encoding to the response's Vary, in the one header line. */
function varyOnEncoding(res: ServerResponse) {
  const current = [res.getHeader("vary") ?? []].flat().map(String).filter(Boolean);
  res.setHeader("vary", [...current, "Accept-Encoding"].join(", "));
}

function finalize(
  acceptEncoding: string | undefined,
  pathname: string,
  notFoundPage: Buffer | null,
) {
  return (rendered: Buffer, res: ServerResponse): Buffer => {
    const type = String(res.getHeader("content-type") ?? "");
    let body = rendered;
    if (HTML.test(type)) {
      if (res.statusCode === 404) {
        body = notFoundBody(pathname, rendered, notFoundPage);
        // Next.js's validator named the body it rendered.
        if (body !== rendered) res.removeHeader("etag");
      }
      const { hashes: scriptHashes, rejected } = inlineScriptHashes(body.toString("utf8"));
      if (rejected.length > 0) {
        log.warn({ rejected, status: res.statusCode }, "inline scripts left out of the CSP");
      }
      res.setHeader(
        "content-security-policy",
        buildCsp({ scriptHashes, imageOrigins, upgradeInsecureRequests }),
      );
      for (const name of NEXT_CACHE_MARKERS) res.removeHeader(name);
    }
    if (res.getHeader("content-encoding") || !isCompressible(type, body.length)) return body;
    varyOnEncoding(res);
    const encoding = chooseEncoding(acceptEncoding);
    if (!encoding) return body;
    res.setHeader("content-encoding", encoding);
    const etag = res.getHeader("etag");
    if (typeof etag === "string" && !etag.startsWith("W/")) res.setHeader("etag", `W/${etag}`);
    return compress(body, encoding);
  };
}

async function main() {
  const app = next({ dev: false, dir: process.cwd(), hostname: env.HOSTNAME, port: env.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();
  const notFoundPage = readNotFoundPage(process.cwd());

  const responses = new ResponseCache(RESPONSE_CACHE_BYTES);
  const inFlight = new InFlightRequests();
  registerServerHooks({
    purgeResponses: (pathPrefix) => responses.purge(pathPrefix),
    rendersSettled: async () => {
      const waiting = inFlight.size;
      const started = performance.now();
      const settled = await inFlight.settled(RENDER_SETTLE_TIMEOUT_MS);
      const waitedMs = Math.round(performance.now() - started);
      if (settled) log.debug({ waiting, waitedMs }, "renders in flight at a write finished");
      else log.warn({ waiting, waitedMs }, "renders still running after a write");
    },
  });

  if (env.TRUST_PROXY.kind === "hops") {
    log.warn(
      { hops: env.TRUST_PROXY.hops },
      "TRUST_PROXY counts hops: X-Forwarded-For is believed from any private-network peer; list the proxies' addresses instead",
    );
  }
  // Rate limits key on the client address, handed to the app out of band (docs/decisions/0021).
  const withClientAddress = createClientAddressScope(env.TRUST_PROXY);

  const imageStore = new DiskImageStore(
    await imageStoreDir(
      env.DATA_DIR,
      readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim(),
    ),
  );
  const imageVariants = new ImageVariants(imageStore);

  /** Hands the request to Next.js, holding back what needs the finished body (finalize). */
  function render(
    req: IncomingMessage,
    res: ServerResponse,
    cacheable: CacheableRequest | null,
    onStored?: (entry: StoredResponse | null) => void,
  ) {
    if (mayRender(req)) inFlight.track(res);
    const generation = responses.generation;
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    const finish = finalize(req.headers["accept-encoding"], pathname, notFoundPage);
    bufferResponse(res, {
      onHeaders: (type, response) => {
        if (type && NEEDS_POLICY.test(type) && response.statusCode !== 304) {
          response.setHeader("content-security-policy", strictCsp);
        }
      },
      shouldBuffer: (type, status) =>
        !!type &&
        (HTML.test(type) ||
          (status === 200 && STATIC_TEXT.test(type)) ||
          (status === 200 && cacheable?.kind === "image" && IMAGE.test(type))),
      finalize: (body, response) => {
        const sent = finish(body, response);
        const kept = !!cacheable && responses.store(cacheable, response, sent, generation);
        if (onStored) onStored(cacheable && snapshotResponse(cacheable, response, sent));
        // Served again as it is (replayed from here, or an immutable asset): worth brotli's
        // best quality, once it is ready. Nothing else is upgraded (docs/decisions/0018).
        const reused = kept || IMMUTABLE.test(String(response.getHeader("cache-control") ?? ""));
        if (reused && response.getHeader("content-encoding") === "br") {
          void bestBrotli(body).then(
            (best) => best && kept && responses.replaceBody(cacheable.key, sent, best),
          );
        }
        return sent;
      },
      streamThrough: (type, response) => {
        const encoding = chooseEncoding(req.headers["accept-encoding"]);
        if (!encoding || !type || !RSC.test(type) || response.statusCode !== 200) return null;
        if (response.getHeader("content-encoding")) return null;
        response.setHeader("content-encoding", encoding);
        response.removeHeader("content-length");
        varyOnEncoding(response);
        return createStreamCompressor(encoding);
      },
    });
    withClientAddress(req, () => handle(req, res)).catch((error: unknown) => {
      log.error({ err: error, url: req.url }, "request failed");
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader("content-type", "text/plain; charset=utf-8");
        res.end("Internal Server Error");
      }
    });
  }

  /**
   * An optimised image: from memory, else from its store, else encoded by Next.js, once per
   * variant however many ask at a time, and stored for every later request and restart.
   */
  async function serveImage(
    req: IncomingMessage,
    res: ServerResponse,
    cacheable: CacheableRequest,
  ) {
    const claim = await imageVariants.acquire(cacheable.key);
    if (claim.hit) {
      responses.keep(cacheable.key, claim.hit);
      return sendStored(req, res, claim.hit);
    }
    // The client may have gone while the store was read: its "close" has fired already, and a
    // claim left waiting for it would hold every later request for this variant forever.
    if (res.destroyed) return claim.release();
    // Next.js answers a conditional request 304, after encoding: it must see a plain GET.
    delete req.headers["if-none-match"];
    res.once("close", () => void claim.release());
    render(req, res, cacheable, (entry) => {
      claim.release(entry ?? undefined).catch((error: unknown) => {
        log.error({ err: error }, "optimised image not stored");
      });
    });
  }

  const server = createServer((req, res) => {
    for (const { key, value } of defaultHeaders) res.setHeader(key, value);
    if (!isDecodablePath(req.url)) {
      res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
      res.end("Bad Request");
      return;
    }
    if (isImageRoute(req.url)) {
      const image = canonicalizeImageRequest(req);
      if (!image.ok) {
        res.writeHead(image.status, { "content-type": "text/plain; charset=utf-8" });
        res.end(image.message);
        return;
      }
    }
    const cacheable = cacheableRequest(req, chooseEncoding(req.headers["accept-encoding"]));
    const stored = cacheable ? responses.get(cacheable.key) : undefined;
    if (stored) return sendStored(req, res, stored);
    if (cacheable?.kind === "image") {
      serveImage(req, res, cacheable).catch((error: unknown) => {
        log.error({ err: error, url: req.url }, "image request failed");
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end("Internal Server Error");
        }
      });
      return;
    }
    if (isPageAction(req)) {
      // Refused before Next.js, which would answer these 500 (docs/decisions/0022).
      if (isCrossOrigin(req.headers) || hasMalformedActionId(req.headers)) {
        const status = isCrossOrigin(req.headers) ? 403 : 400;
        res.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
        res.end(status === 403 ? "Forbidden" : "Bad Request");
        return;
      }
      checkFormBody(req).then(
        (checked) => {
          if (checked.ok) return render(checked.request, res, null);
          res.writeHead(checked.status, {
            "content-type": "text/plain; charset=utf-8",
            connection: "close",
          });
          res.end(checked.message);
        },
        (error: unknown) => {
          log.warn({ err: error, url: req.url }, "form body not read");
          if (!res.headersSent) {
            res.writeHead(400, {
              "content-type": "text/plain; charset=utf-8",
              connection: "close",
            });
            res.end("Bad Request");
          }
        },
      );
      return;
    }
    render(req, res, cacheable);
  });
  server.keepAliveTimeout = 65_000;

  server.listen(env.PORT, env.HOSTNAME, () => {
    const shown = env.HOSTNAME === "0.0.0.0" ? "localhost" : env.HOSTNAME;
    log.info({ port: env.PORT, hostname: env.HOSTNAME }, `ready on http://${shown}:${env.PORT}`);
  });

  const shutdown = (signal: string) => {
    log.info({ signal }, "shutting down");
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, "server failed to start");
  process.exit(1);
});
