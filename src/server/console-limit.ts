import "server-only";

/*
 * Bounded log volume (docs/decisions/0031). Next.js reports a request it cannot handle (a
 * Server Action body React cannot decode, say) with console.error, several lines each: anyone
 * could fill the disk and drown real errors by sending them in a loop. The site's own logs go
 * through pino; what reaches console.error is capped per window, and what was left out is
 * counted in one line when the window ends.
 */

/** console.error calls written per window; the rest are counted. */
export const CONSOLE_ERRORS_PER_WINDOW = 20;
export const CONSOLE_WINDOW_MS = 60_000;

type Write = (...args: unknown[]) => void;

/** A console.error that writes at most `limit` calls per `windowMs` through `write`. */
export function limitedWriter(
  write: Write,
  { limit = CONSOLE_ERRORS_PER_WINDOW, windowMs = CONSOLE_WINDOW_MS, now = Date.now } = {},
): Write {
  let windowStart = -Infinity;
  let written = 0;
  let suppressed = 0;
  return (...args: unknown[]) => {
    const time = now();
    if (time - windowStart >= windowMs) {
      if (suppressed > 0) {
        write(`(${suppressed} more error messages left out in the last ${windowMs / 1000} s)`);
      }
      windowStart = time;
      written = 0;
      suppressed = 0;
    }
    if (written < limit) {
      written += 1;
      write(...args);
    } else suppressed += 1;
  };
}

/** Caps this process's console.error (called once, at start, from src/instrumentation.ts). */
export function limitConsoleErrors(): void {
  console.error = limitedWriter(console.error.bind(console));
}
