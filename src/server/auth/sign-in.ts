import "server-only";
import type { Db } from "@/server/db/connect";
import { checkAdminKey } from "./admin-key";
import {
  MAX_SECRET_KEY_LENGTH,
  SIGN_IN_FAILURES_GLOBAL,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_WINDOW_MS,
} from "./auth-constants";
import { clearBucket, hitBucket, purgeClosedBuckets, unhitBucket } from "./rate-limit";
import { createSession, purgeEndedSessions } from "./sessions";
import { consumeChallenge, createChallenge, isLiveChallenge } from "./sign-in-challenges";
import { isTwoFactorOn, spendRecoveryCode, spendTotpCode } from "./two-factor";

type SignedIn = { status: "signed-in"; token: string; expiresAt: Date };
type Limited = { status: "limited"; retryAt: Date };

export type SignInResult =
  | SignedIn
  | { status: "invalid" }
  | Limited
  /** The key was right; the second factor is owed, against this challenge (docs/decisions/0020). */
  | { status: "second-factor"; challenge: string; expiresAt: Date };

export type SecondFactorResult = SignedIn | { status: "invalid" } | Limited | { status: "expired" };

/** Which second factor was given: a code from the app, or a recovery code. */
export type SecondFactorMethod = "app" | "recovery";

const BUCKET_PREFIX = "sign-in:";
const GLOBAL_BUCKET = `${BUCKET_PREFIX}all`;
const addressBucket = (address: string) => `${BUCKET_PREFIX}address:${address}`;

/**
 * Checks a sign-in attempt against the rate limits, then the key. Every attempt counts as a
 * failure before the (slow) key check, so parallel guesses cannot overtake the limit; a
 * correct key then takes its count back. Once an address (or everyone together) has used up
 * the window's failures, attempts are refused without hashing anything, correct key or not.
 */
export async function attemptSignIn(
  db: Db,
  { key, address, now = new Date() }: { key: string; address: string; now?: Date },
): Promise<SignInResult> {
  const limited = await countAttempt(db, address, now);
  if (limited) return limited;
  if (key.length === 0 || key.length > MAX_SECRET_KEY_LENGTH || !(await checkAdminKey(db, key))) {
    return { status: "invalid" };
  }
  if (await isTwoFactorOn(db)) {
    // Not yet a sign-in: the attempt takes back only its own count. Earlier failures stand, so
    // someone who knows the key cannot wipe the count of wrong codes by giving it again.
    await unhitBucket(db, addressBucket(address));
    await unhitBucket(db, GLOBAL_BUCKET);
    const { token, expiresAt } = await createChallenge(db, now);
    return { status: "second-factor", challenge: token, expiresAt };
  }
  return signedIn(db, address, now);
}

/**
 * The second step, for a browser holding a live challenge: a code from the app or a recovery
 * code, counted against the same limits as keys (a wrong code is a failed sign-in).
 */
export async function attemptSecondFactor(
  db: Db,
  {
    challenge,
    method,
    code,
    address,
    now = new Date(),
  }: { challenge: string; method: SecondFactorMethod; code: string; address: string; now?: Date },
): Promise<SecondFactorResult> {
  if (!(await isLiveChallenge(db, challenge, now))) return { status: "expired" };
  const limited = await countAttempt(db, address, now);
  if (limited) return limited;
  const valid =
    method === "app" ? await spendTotpCode(db, code, now) : await spendRecoveryCode(db, code, now);
  if (!valid) return { status: "invalid" };
  if (!(await consumeChallenge(db, challenge, now))) return { status: "expired" };
  return signedIn(db, address, now);
}

/**
 * Counts an attempt as a failure before anything is checked, so parallel guesses cannot
 * overtake the limit; returns the refusal when the address or everyone is over it.
 */
async function countAttempt(db: Db, address: string, now: Date): Promise<Limited | undefined> {
  const perAddress = await hitBucket(db, addressBucket(address), SIGN_IN_WINDOW_MS, now);
  if (perAddress.hits > SIGN_IN_FAILURES_PER_ADDRESS) {
    return { status: "limited", retryAt: perAddress.resetAt };
  }
  const global = await hitBucket(db, GLOBAL_BUCKET, SIGN_IN_WINDOW_MS, now);
  if (global.hits > SIGN_IN_FAILURES_GLOBAL) return { status: "limited", retryAt: global.resetAt };
  return undefined;
}

/** A completed sign-in: its address's failures are forgiven and a session starts. */
async function signedIn(db: Db, address: string, now: Date): Promise<SignedIn> {
  await clearBucket(db, addressBucket(address));
  await unhitBucket(db, GLOBAL_BUCKET);
  await purgeClosedBuckets(db, BUCKET_PREFIX, SIGN_IN_WINDOW_MS, now);
  await purgeEndedSessions(db, now);
  return { status: "signed-in", ...(await createSession(db, now)) };
}

/** "Too many attempts. Try again in 12 minutes." — whole minutes, rounded up. */
export function tooManyAttemptsMessage(retryAt: Date, now: Date = new Date()): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
