/** Admin authentication limits (docs/decisions/0005). Each number is named once, here. */

/** A session ends this long after sign-in, however active. */
import "server-only";
export const SESSION_ABSOLUTE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A session ends after this long without a request. */
export const SESSION_IDLE_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A session's last-seen time is written at most this often, so browsing the admin does not
 * write to the database on every request; idle expiry is exact to within this interval.
 */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;
/** Session tokens: 256 random bits. */
export const SESSION_TOKEN_BYTES = 32;

/** Failed sign-ins allowed per client address in one window. */
export const SIGN_IN_FAILURES_PER_ADDRESS = 5;
/**
 * Failed sign-ins allowed from all addresses together in one window: a distributed guesser
 * gets no more than this. A known browser is exempt (known-browser.ts), so the operator is not
 * locked out by it.
 */
export const SIGN_IN_FAILURES_GLOBAL = 100;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** A known-browser cookie lasts this long after the last sign-in (browsers cap cookies at 400 days). */
export const KNOWN_BROWSER_TTL_MS = 400 * 24 * 60 * 60 * 1000;

/** Keys the operator chooses must be at least this long; generated keys are 43 characters. */
export const MIN_SECRET_KEY_LENGTH = 16;
/** Longer input is refused before hashing, so a huge body cannot cost a slow hash. */
export const MAX_SECRET_KEY_LENGTH = 1024;
/** Random bytes in a generated key (base64url: 43 characters). */
export const GENERATED_KEY_BYTES = 32;

/* Two-factor sign-in (docs/decisions/0020). */

/** TOTP (RFC 6238): a new code every 30 seconds, */
export const TOTP_STEP_SECONDS = 30;
/** of 6 digits, */
export const TOTP_DIGITS = 6;
/** accepted one step early or late, for clocks that drift and codes typed slowly. */
export const TOTP_WINDOW_STEPS = 1;
/** TOTP secrets: 160 bits, the size of an HMAC-SHA1 key (RFC 4226 recommends it). */
export const TOTP_SECRET_BYTES = 20;
/** Recovery codes issued at once; each works a single time. */
export const RECOVERY_CODE_COUNT = 10;
/** Characters of base32 in a recovery code: 80 random bits, so a fast hash suffices. */
export const RECOVERY_CODE_LENGTH = 16;
/** Between the right key and the code, the browser holds a challenge this long. */
export const SIGN_IN_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Turning two-factor sign-in on or off needs a session signed in within this long. */
export const TWO_FACTOR_FRESH_SIGN_IN_MS = 10 * 60 * 1000;
