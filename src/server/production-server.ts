import "server-only";

/**
 * Set by the production server (main.ts) for its process. `next start` cannot run the site in
 * production: it has no way to tell clients apart behind a proxy (TRUST_PROXY) and sends no
 * Content-Security-Policy (docs/decisions/0031).
 */
export const PRODUCTION_SERVER_VARIABLE = "KURSI_PRODUCTION_SERVER";

const NEXT_START_REFUSED =
  "This site runs in production with `npm start` (node dist/server.mjs), not `next start`: " +
  "only the site's own server tells clients apart behind a proxy (TRUST_PROXY) and sends the " +
  "Content-Security-Policy. Run `npm run build && npm start`.";

/** Stops a production process that another server than main.ts started (`next start`). */
export function refuseOtherProductionServers(): void {
  if (process.env.NODE_ENV === "production" && !process.env[PRODUCTION_SERVER_VARIABLE]) {
    console.error(NEXT_START_REFUSED);
    process.exit(1);
  }
}
