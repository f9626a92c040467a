/**
 * Runs once when a server starts, before it answers requests: the database is migrated (and,
 * on a fresh install, given its sample posts) and the background work starts here rather than
 * on some visitor's first request.
 */
export async function register() {
  // The edge runtime has no database drivers, and `next build` must not need a database.
  if (
    process.env.NEXT_RUNTIME !== "nodejs" ||
    process.env.NEXT_PHASE === "phase-production-build"
  ) {
    return;
  }
  const { refuseOtherProductionServers } = await import("@/server/production-server");
  refuseOtherProductionServers();
  const { limitConsoleErrors } = await import("@/server/console-limit");
  limitConsoleErrors();
  const { prepareServer } = await import("@/server/startup");
  await prepareServer();
}
