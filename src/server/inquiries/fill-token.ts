import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A person takes longer than this to fill in the form; most bots do not. */
export const CONTACT_MIN_FILL_SECONDS = 3;
/** A form token older than this is replaced (the page was left open for a day). */
export const CONTACT_TOKEN_MAX_AGE_HOURS = 24;

/*
 * The contact form's token: when it was issued and a random nonce, signed with HMAC-SHA256.
 * It proves that at least the minimum fill time passed between fetching the form and sending
 * it, and its nonce identifies the submission, so sending the same form twice stores it once.
 */

const VERSION = "v1";
/** A server clock a little behind another instance's is not a forgery. */
const CLOCK_SKEW_MS = 60_000;

export type TokenCheck =
  | { status: "valid"; nonce: string; issuedAt: number }
  | { status: "too-fast"; nonce: string; issuedAt: number }
  | { status: "expired" }
  | { status: "invalid" };

function sign(key: Buffer, payload: string): string {
  return createHmac("sha256", key).update(payload).digest("base64url");
}

export function issueFillToken(key: Buffer, now: number = Date.now()): string {
  const payload = `${VERSION}.${now.toString(36)}.${randomBytes(16).toString("base64url")}`;
  return `${payload}.${sign(key, payload)}`;
}

export function checkFillToken(
  key: Buffer,
  token: string,
  options: { now?: number; minAgeMs: number; maxAgeMs: number },
): TokenCheck {
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== VERSION) return { status: "invalid" };
  const [, issued = "", nonce = "", signature = ""] = parts;
  const expected = Buffer.from(sign(key, `${VERSION}.${issued}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { status: "invalid" };
  }
  const issuedAt = Number.parseInt(issued, 36);
  const now = options.now ?? Date.now();
  const age = now - issuedAt;
  if (!Number.isSafeInteger(issuedAt) || age < -CLOCK_SKEW_MS) return { status: "invalid" };
  if (age > options.maxAgeMs) return { status: "expired" };
  if (age < options.minAgeMs) return { status: "too-fast", nonce, issuedAt };
  return { status: "valid", nonce, issuedAt };
}
