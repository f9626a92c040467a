import "server-only";
import { after } from "next/server";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { configuredChannels } from "./inquiry-channels";
import { drainConfiguredOutbox } from "./outbox-drain";

/** The drain deliverSoon() runs, so that requests in a burst share one. */
let pending: Promise<unknown> | null = null;
let again = false;

/**
 * Delivers what a request just queued (a new inquiry, a retry), once the answer has gone out
 * (Next.js's after()), when this server delivers at all (OUTBOX_WORKER). Deliveries are claimed
 * under a lease, so this and the worker's own rounds never send one twice.
 */
export function deliverSoon(): void {
  if (!env.OUTBOX_WORKER || configuredChannels(env).length === 0) return;
  after(async () => {
    if (pending) {
      again = true;
      return;
    }
    do {
      again = false;
      pending = drainConfiguredOutbox().catch((error: unknown) =>
        log.error({ err: error }, "outbox drain failed; the worker retries"),
      );
      await pending;
    } while (again);
    pending = null;
  });
}
