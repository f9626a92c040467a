import "server-only";
import { isIP } from "node:net";

/*
 * The client's address, decided once by the production server (main.ts) from the socket, or
 * from X-Forwarded-For when TRUST_PROXY says how many proxies in front of us append to it.
 * The server overwrites CLIENT_ADDRESS_HEADER on every request, so a client cannot set it; the
 * application reads only this header (see src/server/auth/client-address.server.ts).
 */

export const CLIENT_ADDRESS_HEADER = "x-kursi-client-address";

/**
 * With `trustedHops` proxies in front, each appending the address it received from, the
 * client is the entry that many places from the right; entries further left were written by
 * the client itself and prove nothing.
 */
export function resolveClientAddress({
  remoteAddress,
  forwardedFor,
  trustedHops,
}: {
  remoteAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedHops: number;
}): string {
  const socket = normalizeAddress(remoteAddress ?? "") ?? "unknown";
  if (trustedHops <= 0 || forwardedFor === undefined) return socket;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return socket;
  const index = Math.max(0, entries.length - trustedHops);
  return normalizeAddress(entries[index] ?? "") ?? socket;
}

/** An IP address in canonical text form (IPv4-mapped IPv6 as IPv4), or undefined. */
export function normalizeAddress(raw: string): string | undefined {
  const address = raw.trim().replace(/^\[(.*)\]$/, "$1");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return isIP(mapped[1]) === 4 ? mapped[1] : undefined;
  if (isIP(address) === 4) return address;
  if (isIP(address) === 6) return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  return undefined;
}
