/**
 * npm run worker: a process that only does the site's background work (src/server/jobs/
 * background.ts): the outbox, scheduled posts, retention sweeps and the daily backup. For
 * deployments whose web servers leave it out (OUTBOX_WORKER=false, JOBS_WORKER=false there);
 * the compose recipe runs one. Stops on SIGTERM or SIGINT, as gracefully as the web server.
 */
import "./support/load-env";
import { closeDb, getDb } from "@/server/db/database";
import { startBackgroundWork, stopBackgroundWork } from "@/server/jobs/background";
import { log } from "@/server/log";

await getDb().catch((error: unknown) =>
  log.error({ err: error }, "worker: the database cannot be reached yet; retrying on each round"),
);
startBackgroundWork();
log.info("worker: running");
// The tasks' timers do not hold the process open; this does, until a signal.
const alive = setInterval(() => undefined, 60_000);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    log.info({ signal }, "worker: stopping");
    clearInterval(alive);
    // The rounds running finish and the deliveries held are given back first.
    void stopBackgroundWork()
      .then(closeDb)
      .finally(() => process.exit(0));
  });
}
