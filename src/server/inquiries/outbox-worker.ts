import "server-only";
import type { DrainReport } from "./outbox";

/*
 * The outbox worker of a process (src/server/jobs/background.ts): drains on an interval, and at
 * once when woken. Never two drains at a time; a wake-up during a drain runs one more drain
 * after it, so nothing stored meanwhile waits for the interval.
 */

export type OutboxWorker = { wake: () => void; stop: () => Promise<void> };

export function createOutboxWorker(options: {
  intervalMs: number;
  drain: () => Promise<DrainReport>;
  onError: (error: unknown) => void;
}): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, delayMs);
    // A pending drain never keeps the process alive on its own.
    timer.unref();
  };

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = options
      .drain()
      .then(
        () => undefined,
        (error: unknown) => options.onError(error),
      )
      .finally(() => {
        running = undefined;
        schedule(again ? 0 : options.intervalMs);
      });
  }

  schedule(0);
  return {
    wake: () => {
      if (running) again = true;
      else schedule(0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
