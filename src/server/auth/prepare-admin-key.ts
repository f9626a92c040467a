import "server-only";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { ensureAdminKey } from "./admin-key";
import { sealStoredTwoFactorSecret } from "./two-factor";

/*
 * Applies ADMIN_SECRET_KEY, or gives a fresh install a generated key, once per process: at
 * start (instrumentation), and again before a sign-in if start-up could not reach the
 * database. A generated key is shown once so a newcomer can sign in: as plain text on standard
 * error (the operator's terminal), never through the structured log on standard output, which
 * is shipped to log stores. It is stored nowhere in clear; the message says how to replace it.
 */

// Instrumentation and each route are bundled separately; globalThis gives the process one run.
const STATE_KEY = Symbol.for("kursi.admin-key");
const globalState = globalThis as typeof globalThis & { [STATE_KEY]?: Promise<void> };

async function applyKey(): Promise<void> {
  const db = await getDb();
  const result = await ensureAdminKey(db, env.ADMIN_SECRET_KEY);
  // A two-factor secret an earlier version stored in clear is sealed now (docs/decisions/0020).
  const sealed = await sealStoredTwoFactorSecret(db);
  if (sealed === "sealed") log.info("the two-factor secret is now stored encrypted");
  if (sealed === "no key")
    log.warn(
      "the two-factor secret is stored in clear: set ENCRYPTION_KEY (the same on every instance) and restart to encrypt it",
    );
  if (result.status === "set-from-env") {
    log.info("admin secret key set from ADMIN_SECRET_KEY; earlier admin sessions ended");
  } else if (result.status === "generated") {
    process.stderr.write(
      `\nNo admin secret key was configured, so one was generated. Sign in at /admin with:\n\n` +
        `    ${result.key}\n\n` +
        "It is shown only this once. To change it, run `npm run admin:set-key` (it reads the new " +
        "key from standard input) or set ADMIN_SECRET_KEY and restart.\n\n",
    );
    log.warn("admin secret key generated and shown once on the terminal (standard error)");
  }
  if (
    env.NODE_ENV === "production" &&
    !/^(https:|http:\/\/localhost[:/])/.test(`${env.SITE_URL}/`)
  ) {
    log.warn(
      { siteUrl: env.SITE_URL },
      "the admin session cookie is Secure: signing in works only over https (or on localhost)",
    );
  }
}

export function prepareAdminKey(): Promise<void> {
  const pending = (globalState[STATE_KEY] ??= applyKey());
  // A failure is not remembered: the next caller tries again.
  pending.catch(() => {
    if (globalState[STATE_KEY] === pending) delete globalState[STATE_KEY];
  });
  return pending;
}
