import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { KNOWN_BROWSER_TTL_MS } from "./auth-constants";

/*
 * A "known browser": a browser that has signed in with the right key carries a cookie, signed
 * by the server, that exempts its sign-ins from the ceiling on failures from all addresses
 * together (not from its own address's limit). An attacker who floods failures can close
 * sign-in for strangers, never for the operator's browser. See docs/decisions/0018.
 *
 * The value is `<expiry in seconds>.<HMAC-SHA256>`; the HMAC key is the stored hash of the
 * admin key, which only the database holds, so every instance can check it, and rotating the
 * admin key makes every such cookie worthless at once.
 */

const LABEL = "kursi known browser";

function signature(secret: string, expiresAtSeconds: number): Buffer {
  return createHmac("sha256", secret).update(`${LABEL}\n${expiresAtSeconds}`).digest();
}

/** A fresh cookie value, valid for KNOWN_BROWSER_TTL_MS from `now`. */
export function issueKnownBrowser(
  secret: string,
  now: Date = new Date(),
): { value: string; expiresAt: Date } {
  const expiresAtSeconds = Math.floor((now.getTime() + KNOWN_BROWSER_TTL_MS) / 1000);
  return {
    value: `${expiresAtSeconds}.${signature(secret, expiresAtSeconds).toString("base64url")}`,
    expiresAt: new Date(expiresAtSeconds * 1000),
  };
}

/** Whether `value` is a cookie this server issued under `secret` that has not expired. */
export function isKnownBrowser(
  secret: string | undefined,
  value: string | undefined,
  now: Date = new Date(),
): boolean {
  if (!secret || !value) return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const expiresAtSeconds = Number(match[1]);
  if (expiresAtSeconds * 1000 <= now.getTime()) return false;
  // Compared as the text this server writes: base64url's last character carries two unused
  // bits, so four spellings decode to the same bytes, and only the one issued is accepted.
  const given = Buffer.from(match[2] ?? "");
  const expected = Buffer.from(signature(secret, expiresAtSeconds).toString("base64url"));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
