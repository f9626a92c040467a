import { isIP } from "node:net";

/*
 * Who is asking, as far as the server can tell. The production server resolves the address once
 * (trusting X-Forwarded-For only as far as there are proxies it was told about) and passes it on
 * as the only X-Forwarded-For entry, so application code never parses a header a client wrote.
 */

/** A valid IP address in canonical form (IPv4-mapped IPv6 as IPv4, no zone), else undefined. */
export function normalizeAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let address = value.trim().toLowerCase();
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  address = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) address = mapped[1];
  return isIP(address) ? address : undefined;
}

/**
 * The client's address: the socket's peer when no proxy is trusted; else the entry that the
 * outermost trusted proxy appended to X-Forwarded-For (entries further left are the client's
 * own claims and could be anything).
 */
export function resolveClientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: number,
): string | undefined {
  if (trustedProxies <= 0) return normalizeAddress(remoteAddress);
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than trusted proxies: the request skipped a proxy; the leftmost hop is the
  // closest thing to a client address.
  const index = Math.max(0, hops.length - trustedProxies);
  return normalizeAddress(hops[index]) ?? normalizeAddress(remoteAddress);
}

function expandIpv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right];
}

/**
 * The unit a rate limit counts: an IPv4 address, or an IPv6 /64 (one subscriber usually holds
 * a whole /64, so counting single IPv6 addresses would let one person rotate past the limit).
 */
export function rateLimitSubject(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = expandIpv6(address).slice(0, 4);
  return `${groups.map((group) => Number.parseInt(group || "0", 16).toString(16)).join(":")}::/64`;
}
