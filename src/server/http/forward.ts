import "server-only";
import {
  Agent,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  request,
} from "node:http";
import {
  CLIENT_ADDRESS_HEADER,
  isTrustedPeer,
  resolveClientAddress,
  type TrustProxy,
} from "./client-address";
import { markerRequestPolicy } from "./script-policy";

/*
 * The hop from the production server to Next.js's own request handler, which listens on a
 * socket only this process can reach (main.ts): what the request carries there, and the
 * request itself (docs/decisions/0031).
 */

/** Headers that belong to one connection, never passed on (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "expect",
]);

const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

export function withoutHopByHop<T extends IncomingHttpHeaders | OutgoingHttpHeaders>(
  headers: T,
): T {
  const kept = { ...headers };
  const named = String(headers.connection ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase());
  for (const name of Object.keys(kept)) {
    if (HOP_BY_HOP.has(name) || named.includes(name)) delete kept[name];
  }
  return kept;
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
  const remoteAddress = req.socket.remoteAddress;
  const client = resolveClientAddress({
    remoteAddress,
    forwardedFor: req.headers["x-forwarded-for"],
    trust,
  });
  if (!isTrustedPeer(remoteAddress, trust)) {
    delete headers["x-forwarded-host"];
    delete headers["x-forwarded-proto"];
    delete headers["x-forwarded-port"];
  }
  headers["x-forwarded-for"] = client;
  headers[CLIENT_ADDRESS_HEADER] = client;
  headers["content-security-policy"] = markerRequestPolicy(marker);
  delete headers["content-security-policy-report-only"];
  return headers;
}

/** Sends a request to Next.js on `socketPath`; resolves with its response. */
export function forward(
  socketPath: string,
  options: {
    method: string;
    url: string;
    headers: IncomingHttpHeaders;
    body?: IncomingMessage | Buffer;
  },
): { response: Promise<IncomingMessage>; abort: () => void } {
  const headers = { ...options.headers };
  if (!options.body) {
    // A body announced and never sent would leave the connection waiting, then out of step.
    delete headers["content-length"];
    delete headers["transfer-encoding"];
  }
  const upstream = request({
    socketPath,
    agent,
    method: options.method,
    path: options.url,
    headers,
  });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    upstream.once("response", resolve);
    upstream.once("error", reject);
  });
  if (Buffer.isBuffer(options.body)) upstream.end(options.body);
  else if (options.body) options.body.pipe(upstream);
  else upstream.end();
  return { response, abort: () => upstream.destroy() };
}
