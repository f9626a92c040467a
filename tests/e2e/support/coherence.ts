/**
 * How long a test waits for a save to show on a page, on this instance or another: far beyond the
 * cache handler's one-second poll even on a loaded two-core machine, so only a save that never
 * shows fails. How soon one shows (the issues' 2 s) is measured, not asserted: `npm run
 * bench:cluster`, save to visible, in docs/perf/cluster.md.
 */
export const SHOWN_WITHIN_MS = 15_000;
