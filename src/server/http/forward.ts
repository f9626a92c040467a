import "server-only";
import { Agent, type IncomingHttpHeaders, type IncomingMessage, request } from "node:http";
import {
  CLIENT_ADDRESS_HEADER,
  isTrustedPeer,
  resolveClientAddress,
  type TrustProxy,
} from "@/lib/http/client-address";
import { markerRequestPolicy } from "./script-policy";

/* The hop to Next.js's own request handler on its private socket (docs/decisions/0031). */

/** Headers that belong to one connection, never passed on (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "te", "trailer"]);
for (const name of ["proxy-authorization", "transfer-encoding", "upgrade", "expect"]) {
  HOP_BY_HOP.add(name);
}

/** What only a proxy listed in TRUST_PROXY may tell. */
const FORWARDED = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"];
/** An idle connection to Next.js is closed here first, well before its server would (main.ts). */
export const IDLE_UPSTREAM_MS = 30_000;
const agent = new Agent({ keepAlive: true, maxSockets: Infinity, timeout: IDLE_UPSTREAM_MS });

export function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = String(headers.connection ?? "")
    .toLowerCase()
    .split(/\s*,\s*/);
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.includes(name)),
  );
}

/**
 * What Next.js sees of a request's headers: the client address and the script marker written
 * by this server over anything a client sent under those names, and forwarding headers
 * believed only from a configured proxy.
 */
export function upstreamHeaders(
  req: Pick<IncomingMessage, "headers" | "socket">,
  trust: TrustProxy,
  marker: string,
): IncomingHttpHeaders {
  const headers = withoutHopByHop(req.headers);
  const peer = req.socket.remoteAddress;
  const forwardedFor = req.headers["x-forwarded-for"];
  const client = resolveClientAddress({ remoteAddress: peer, forwardedFor, trust });
  if (!isTrustedPeer(peer, trust)) for (const name of FORWARDED) delete headers[name];
  delete headers["content-security-policy-report-only"];
  return {
    ...headers,
    "x-forwarded-for": client,
    [CLIENT_ADDRESS_HEADER]: client,
    "content-security-policy": markerRequestPolicy(marker),
  };
}

type Outgoing = { method: string; url: string; headers: IncomingHttpHeaders };

/** Sends a request to Next.js on `socketPath`; `response` resolves with its answer. */
export function forward(
  socketPath: string,
  options: Outgoing & { body?: IncomingMessage | Buffer },
) {
  const { method, url: path, ...rest } = options;
  const headers = { ...rest.headers };
  // A body announced and never sent would leave the connection waiting, then out of step.
  if (!options.body) delete headers["content-length"];
  const upstream = request({ socketPath, agent, method, path, headers });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    upstream.once("response", resolve);
    upstream.once("error", reject);
  });
  if (Buffer.isBuffer(options.body)) upstream.end(options.body);
  else if (options.body) options.body.pipe(upstream);
  else upstream.end();
  return { response, abort: () => upstream.destroy() };
}

/** A whole body, or null when it outgrows `limit` (the stream is then destroyed). */
export async function readAll(stream: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if ((size += chunk.length) > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
