import "server-only";
import type { Db } from "@/server/db/connect";
import { checkAdminKey, getKeyHash } from "./admin-key";
import {
  MAX_SECRET_KEY_LENGTH,
  SIGN_IN_FAILURES_GLOBAL,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
} from "./auth-constants";
import { isKnownBrowser, issueKnownBrowser } from "./known-browser";
import {
  clearBucket,
  clearBuckets,
  hitBucket,
  purgeClosedBuckets,
  unhitBucket,
} from "./rate-limit";
import { createSession, purgeEndedSessions } from "./sessions";

export type SignInResult =
  | {
      status: "signed-in";
      token: string;
      expiresAt: Date;
      /** The known-browser cookie to set (renewed at every sign-in). */
      knownBrowser: { value: string; expiresAt: Date };
    }
  | { status: "invalid" }
  | { status: "limited"; retryAt: Date };

const BUCKET_PREFIX = "sign-in:";
const GLOBAL_BUCKET = `${BUCKET_PREFIX}all`;
const addressBucket = (address: string) => `${BUCKET_PREFIX}address:${address}`;

/**
 * Checks a sign-in attempt against the rate limits, then the key. Every attempt counts as a
 * failure before the (slow) key check, so parallel guesses cannot overtake the limit; a
 * correct key then takes its count back. Once an address (or everyone together) has used up
 * the window's failures, attempts are refused without hashing anything, correct key or not.
 * A known browser (its cookie value in `knownBrowser`) is held to its address's limit only.
 */
export async function attemptSignIn(
  db: Db,
  {
    key,
    address,
    knownBrowser,
    now = new Date(),
  }: { key: string; address: string; knownBrowser?: string; now?: Date },
): Promise<SignInResult> {
  const perAddress = await hitBucket(db, addressBucket(address), SIGN_IN_WINDOW_MS, now);
  if (perAddress.hits > SIGN_IN_FAILURES_PER_ADDRESS) {
    return { status: "limited", retryAt: perAddress.resetAt };
  }
  const known = !!knownBrowser && isKnownBrowser(await getKeyHash(db), knownBrowser, now);
  if (!known) {
    const global = await hitBucket(db, GLOBAL_BUCKET, SIGN_IN_WINDOW_MS, now);
    if (global.hits > SIGN_IN_FAILURES_GLOBAL) {
      return { status: "limited", retryAt: global.resetAt };
    }
  }

  if (key.length === 0 || key.length > MAX_SECRET_KEY_LENGTH || !(await checkAdminKey(db, key))) {
    return { status: "invalid" };
  }
  await clearBucket(db, addressBucket(address));
  if (!known) await unhitBucket(db, GLOBAL_BUCKET);
  await purgeClosedBuckets(db, BUCKET_PREFIX, SIGN_IN_WINDOW_MS, now);
  await purgeEndedSessions(db, now);
  // Signed with the hash as it is now: checkAdminKey may just have re-hashed the key.
  const secret = await getKeyHash(db);
  if (!secret) return { status: "invalid" };
  return {
    status: "signed-in",
    ...(await createSession(db, now)),
    knownBrowser: issueKnownBrowser(secret, now),
  };
}

/** Lifts every sign-in limit, for every address and all together (npm run admin:unlock). */
export function clearSignInLimits(db: Db): Promise<number> {
  return clearBuckets(db, BUCKET_PREFIX);
}

/** "Too many attempts. Try again in 12 minutes." — whole minutes, rounded up. */
export function tooManyAttemptsMessage(retryAt: Date, now: Date = new Date()): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
