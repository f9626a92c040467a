import "server-only";
import { sql } from "kysely";
import { getDb } from "./database";

/** How long the readiness probe waits for the database before it says "not ready". */
const READINESS_TIMEOUT_MS = 2_000;

export type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * Whether this server can serve everything (/readyz, docs/decisions/0040): its database answers
 * and is migrated to the schema this build expects (getDb() resolves only once it is). The
 * reason names the part, never the error, which may carry an address or a user name.
 */
export async function checkReadiness(): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(
      () => resolve({ ready: false, reason: "the database does not answer" }),
      READINESS_TIMEOUT_MS,
    );
  });
  const check = (async (): Promise<Readiness> => {
    try {
      const db = await getDb();
      await sql`select 1`.execute(db);
      return { ready: true };
    } catch {
      return { ready: false, reason: "the database is unreachable or not migrated" };
    }
  })();
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
