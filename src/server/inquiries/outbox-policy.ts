import "server-only";
import { CHANNEL_TIMEOUT_MS } from "./channels/channel";

/** After this many failed attempts a delivery stops retrying and waits for the operator. */
export const OUTBOX_MAX_ATTEMPTS = 10;
/** Retry delays double from the base up to this. */
export const OUTBOX_MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
/**
 * How long a claimed job belongs to its worker. Longer than any delivery can take, so a job is
 * only claimed again when its worker died (or hung) while holding it.
 */
export const OUTBOX_LEASE_MS = 3 * CHANNEL_TIMEOUT_MS;
/** Jobs one worker claims at a time, and so delivers in parallel. */
export const OUTBOX_BATCH_SIZE = 10;

/**
 * The wait before the next attempt after `attempts` failed ones: base × 2^(attempts−1), capped,
 * less up to a fifth at random so that jobs failed together do not retry in lockstep.
 */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random) {
  const exponential = baseMs * 2 ** Math.max(0, attempts - 1);
  const capped = Math.min(exponential, OUTBOX_MAX_RETRY_DELAY_MS);
  return Math.round(capped * (1 - 0.2 * random()));
}
