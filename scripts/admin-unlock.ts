/**
 * npm run admin:unlock — lifts every admin sign-in limit at once (each address's and the
 * ceiling for all together), in the configured database (DATA_DIR or DATABASE_URL, as the
 * server would), for every instance that shares it. For an operator locked out by a flood of
 * failed sign-ins on a browser that has never signed in (see docs/decisions/0018).
 */
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

try {
  // Imported after .env is loaded: the environment is parsed when these modules load.
  const { clearSignInLimits } = await import("@/server/auth/sign-in");
  const { closeDb, getDb } = await import("@/server/db/database");
  let cleared: number;
  try {
    cleared = await clearSignInLimits(await getDb(), "by npm run admin:unlock");
  } finally {
    await closeDb();
  }
  console.log(
    `admin:unlock: sign-in is open again (${cleared} rate-limit ${cleared === 1 ? "counter" : "counters"} cleared).`,
  );
} catch (error) {
  console.error(`admin:unlock: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
