import "server-only";
import { recordAuditEntry } from "@/server/audit/audit-log";
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
import { createSession, purgeEndedSessions } from "./session-store";
import { consumeChallenge, createChallenge, isLiveChallenge } from "./sign-in-challenges";
import { isTwoFactorOn, removeTwoFactor, spendRecoveryCode, spendTotpCode } from "./two-factor";

type SignedIn = {
  status: "signed-in";
  token: string;
  expiresAt: Date;
  /** The known-browser cookie to set (renewed at every sign-in). */
  knownBrowser: { value: string; expiresAt: Date };
};
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
 * A known browser (its cookie value in `knownBrowser`) is held to its address's limit only
 * (docs/decisions/0018).
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
  const known = await isKnown(db, knownBrowser, now);
  const limited = await countAttempt(db, address, known, now);
  if (limited) return limited;
  if (key.length === 0 || key.length > MAX_SECRET_KEY_LENGTH || !(await checkAdminKey(db, key))) {
    return { status: "invalid" };
  }
  if (await isTwoFactorOn(db)) {
    // Not yet a sign-in: the attempt takes back only its own count. Earlier failures stand, so
    // someone who knows the key cannot wipe the count of wrong codes by giving it again.
    await unhitBucket(db, addressBucket(address));
    if (!known) await unhitBucket(db, GLOBAL_BUCKET);
    const { token, expiresAt } = await createChallenge(db, now);
    return { status: "second-factor", challenge: token, expiresAt };
  }
  return signedIn(db, address, known, now);
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
    knownBrowser,
    now = new Date(),
  }: {
    challenge: string;
    method: SecondFactorMethod;
    code: string;
    address: string;
    knownBrowser?: string;
    now?: Date;
  },
): Promise<SecondFactorResult> {
  if (!(await isLiveChallenge(db, challenge, now))) return { status: "expired" };
  const known = await isKnown(db, knownBrowser, now);
  const limited = await countAttempt(db, address, known, now);
  if (limited) return limited;
  const valid =
    method === "app" ? await spendTotpCode(db, code, now) : await spendRecoveryCode(db, code, now);
  if (!valid) return { status: "invalid" };
  if (!(await consumeChallenge(db, challenge, now))) return { status: "expired" };
  return signedIn(db, address, known, now);
}

/** A six-digit code is the app's; anything else is taken for a recovery code. */
export function isAppCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ""));
}

export type TurnOffResult = { status: "off" } | { status: "invalid" } | Limited;

/**
 * Turns two-factor sign-in off for a signed-in admin who proves they still hold the second
 * factor: a current code from the app or an unused recovery code (a browser left signed in is
 * not enough). Counted against the sign-in limits like a code at sign-in, so the factor cannot
 * be guessed away; a right code takes its own count back.
 */
export async function turnOffTwoFactor(
  db: Db,
  {
    code,
    address,
    knownBrowser,
    now = new Date(),
  }: { code: string; address: string; knownBrowser?: string; now?: Date },
): Promise<TurnOffResult> {
  const known = await isKnown(db, knownBrowser, now);
  const limited = await countAttempt(db, address, known, now);
  if (limited) return limited;
  const given = code.replace(/\s/g, "");
  const valid = isAppCode(given)
    ? await spendTotpCode(db, given, now)
    : await spendRecoveryCode(db, given, now);
  if (!valid) return { status: "invalid" };
  await unhitBucket(db, addressBucket(address));
  if (!known) await unhitBucket(db, GLOBAL_BUCKET);
  await removeTwoFactor(db);
  return { status: "off" };
}

async function isKnown(db: Db, knownBrowser: string | undefined, now: Date): Promise<boolean> {
  return !!knownBrowser && isKnownBrowser(await getKeyHash(db), knownBrowser, now);
}

/**
 * Counts an attempt as a failure before anything is checked, so parallel guesses cannot
 * overtake the limit; returns the refusal when the address or everyone is over it. A known
 * browser neither counts towards nor is refused by the ceiling for everyone.
 */
async function countAttempt(
  db: Db,
  address: string,
  known: boolean,
  now: Date,
): Promise<Limited | undefined> {
  const perAddress = await hitBucket(db, addressBucket(address), SIGN_IN_WINDOW_MS, now);
  if (perAddress.hits > SIGN_IN_FAILURES_PER_ADDRESS) {
    return { status: "limited", retryAt: perAddress.resetAt };
  }
  if (known) return undefined;
  const global = await hitBucket(db, GLOBAL_BUCKET, SIGN_IN_WINDOW_MS, now);
  if (global.hits > SIGN_IN_FAILURES_GLOBAL) return { status: "limited", retryAt: global.resetAt };
  return undefined;
}

/** A completed sign-in: its address's failures are forgiven and a session starts. */
async function signedIn(
  db: Db,
  address: string,
  known: boolean,
  now: Date,
): Promise<SignedIn | { status: "invalid" }> {
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

/**
 * The audit entry a refused attempt counts in: one per address and limit window, however many
 * attempts the window refuses (an attacker's flood must not flood the log).
 */
export function limitedAuditKey(address: string, retryAt: Date): string {
  return `sign-in.limited:${address}:${retryAt.toISOString()}`;
}

/**
 * Lifts every sign-in limit, for every address and all together (npm run admin:unlock), and
 * records it in the audit log in the same transaction: a lifted limit is a security event.
 */
export function clearSignInLimits(db: Db, how: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const cleared = await clearBuckets(trx, BUCKET_PREFIX);
    await recordAuditEntry(trx, {
      kind: "sign-in.unlocked",
      detail: `${how} (${cleared} rate-limit ${cleared === 1 ? "counter" : "counters"} cleared)`,
    });
    return cleared;
  });
}
/** "Too many attempts. Try again in 12 minutes." — whole minutes, rounded up. */
export function tooManyAttemptsMessage(retryAt: Date, now: Date = new Date()): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
