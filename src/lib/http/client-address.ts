import { BlockList, isIP } from "node:net";

/*
 * The client's address, decided once per request by the production server (main.ts) from the
 * socket, or from X-Forwarded-For when the socket's peer is a proxy TRUST_PROXY names. The
 * server hands it to Next.js in its own request header, overwriting whatever a client sent
 * under that name, so nothing a client sends is believed unless a configured proxy wrote it.
 * See docs/decisions/0021 and 0031.
 */

/** The request header that carries the address to the application (server/auth/request-address.ts). */
export const CLIENT_ADDRESS_HEADER = "x-kursi-client-address";

/** TRUST_PROXY, parsed: which peers may tell us the client's address. */
export type TrustProxy =
  | { kind: "none" }
  /** The old form: this many proxies append to X-Forwarded-For; believed from private peers only. */
  | { kind: "hops"; hops: number }
  /** The proxies' own addresses or ranges: only they are believed, however many there are. */
  | { kind: "proxies"; ranges: readonly string[]; includes: (address: string) => boolean };

/** A hop count above this is a typo rather than a chain of proxies. */
export const MAX_TRUSTED_HOPS = 99;

/**
 * Where a proxy that TRUST_PROXY counts by hops may stand: on this host or on a private
 * network. A peer on the public internet reached the app port directly, and what it says
 * about itself proves nothing.
 */
const PRIVATE_RANGES = [
  "127.0.0.0/8",
  "10.0.0.0/8",
  "172.16.0.0/12",
  "192.168.0.0/16",
  "169.254.0.0/16",
  "::1/128",
  "fc00::/7",
  "fe80::/10",
];

export class TrustProxyError extends Error {}

/**
 * Parses TRUST_PROXY: empty, `0` or `false` (trust no proxy), `true` (one hop), a hop count, or
 * a comma-separated list of addresses and CIDR ranges (IPv4 and IPv6). Throws TrustProxyError
 * naming the entries it cannot read.
 */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === "" || value === "0" || value === "false") return { kind: "none" };
  if (value === "true") return { kind: "hops", hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_TRUSTED_HOPS) throw new TrustProxyError(`at most ${MAX_TRUSTED_HOPS} hops`);
    return { kind: "hops", hops };
  }
  const ranges = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = ranges.filter((range) => parseRange(range) === undefined);
  if (bad.length > 0) {
    throw new TrustProxyError(
      `not an address or CIDR range: ${bad.join(", ")} (expected e.g. 10.0.0.5, 10.0.0.0/8, ::1, fd00::/8, a hop count, or false)`,
    );
  }
  return { kind: "proxies", ranges, includes: matcher(ranges) };
}

type Range = { address: string; prefix: number; type: "ipv4" | "ipv6" };

function parseRange(entry: string): Range | undefined {
  const [rawAddress = "", rawPrefix, ...rest] = entry.split("/");
  if (rest.length > 0) return undefined;
  const address = normalizeAddress(rawAddress);
  if (!address) return undefined;
  const type = isIP(address) === 4 ? "ipv4" : "ipv6";
  const bits = type === "ipv4" ? 32 : 128;
  if (rawPrefix === undefined) return { address, prefix: bits, type };
  if (!/^\d{1,3}$/.test(rawPrefix) || Number(rawPrefix) > bits) return undefined;
  return { address, prefix: Number(rawPrefix), type };
}

function matcher(ranges: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of ranges) {
    const range = parseRange(entry);
    if (range) list.addSubnet(range.address, range.prefix, range.type);
  }
  return (address) => {
    const normalized = normalizeAddress(address);
    if (!normalized) return false;
    return list.check(normalized, isIP(normalized) === 4 ? "ipv4" : "ipv6");
  };
}

const isPrivate = matcher(PRIVATE_RANGES);

/** The X-Forwarded-For entries as written, nearest hop last. */
function forwardedEntries(forwardedFor: string | string[] | undefined): string[] {
  if (forwardedFor === undefined) return [];
  return (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The client's address for a request that arrived from `remoteAddress` carrying
 * `forwardedFor`. A configured proxy's header is read from the right, skipping entries that
 * are configured proxies themselves; the first other entry is the client. Entries further
 * left were written by the client and prove nothing; an entry that is not an address ends
 * the walk at the proxy that passed it on.
 */
export function resolveClientAddress({
  remoteAddress,
  forwardedFor,
  trust,
}: {
  remoteAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trust: TrustProxy;
}): string {
  const socket = normalizeAddress(remoteAddress ?? "");
  if (!socket) return "unknown";
  if (trust.kind === "none") return socket;
  const entries = forwardedEntries(forwardedFor);
  if (trust.kind === "hops") {
    if (trust.hops <= 0 || entries.length === 0 || !isPrivate(socket)) return socket;
    const index = Math.max(0, entries.length - trust.hops);
    return normalizeAddress(entries[index] ?? "") ?? socket;
  }
  let client = socket;
  for (let i = entries.length - 1; i >= 0 && trust.includes(client); i--) {
    const next = normalizeAddress(entries[i] ?? "");
    if (!next) break;
    client = next;
  }
  return client;
}

/** An IP address in canonical text form (IPv4-mapped IPv6 as IPv4), or undefined. */
export function normalizeAddress(raw: string): string | undefined {
  // Brackets and a zone (fe80::1%eth0) are how a socket may write it, not part of the address.
  const address = raw
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%[\w.-]*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return isIP(mapped[1]) === 4 ? mapped[1] : undefined;
  if (isIP(address) === 4) return address;
  if (isIP(address) === 6) return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  return undefined;
}

/**
 * Whether the socket's peer is a proxy TRUST_PROXY names (or, counted by hops, one on this host
 * or a private network): its forwarding headers (host, protocol) are believed.
 */
export function isTrustedPeer(remoteAddress: string | undefined, trust: TrustProxy): boolean {
  const socket = normalizeAddress(remoteAddress ?? "");
  if (!socket || trust.kind === "none") return false;
  return trust.kind === "hops" ? trust.hops > 0 && isPrivate(socket) : trust.includes(socket);
}
