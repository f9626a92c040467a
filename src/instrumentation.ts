/**
 * Runs once when a server starts, before it answers requests: the database is migrated (and,
 * on a fresh install, given its sample posts) here rather than on some visitor's first
 * request. The production server runs the background work itself (it stops it when it shuts
 * down); under `next dev` it starts here.
 */
export async function register() {
  // The edge runtime has no database drivers, and `next build` must not need a database.
  if (
    process.env.NEXT_RUNTIME !== "nodejs" ||
    process.env.NEXT_PHASE === "phase-production-build"
  ) {
    return;
  }
  const { PRODUCTION_SERVER_VARIABLE, refuseOtherProductionServers } =
    await import("@/server/production-server");
  refuseOtherProductionServers();
  const { limitConsoleErrors } = await import("@/server/console-limit");
  limitConsoleErrors();
  const { prepareServer } = await import("@/server/prepare-server");
  await prepareServer();
  if (!process.env[PRODUCTION_SERVER_VARIABLE]) {
    const { startBackgroundWork } = await import("@/server/jobs/background");
    startBackgroundWork();
  }
}
