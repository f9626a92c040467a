/**
 * npm run inquiries:purge: deletes inquiries older than INQUIRY_RETENTION_DAYS (365 by default,
 * as the privacy page says) with their delivery records, and expired contact-form counters.
 * The server also does this once a day; this is for doing it now, or from a scheduler.
 */
import "./support/load-env";
import { closeDb, getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { purgeExpired } from "@/server/inquiries/retention";

try {
  const { inquiries } = await purgeExpired(await getDb(), {
    retentionDays: env.INQUIRY_RETENTION_DAYS,
    rateWindowMs: env.CONTACT_RATE_WINDOW_MINUTES * 60_000,
  });
  console.log(
    `inquiries:purge: deleted ${inquiries} inquiries older than ${env.INQUIRY_RETENTION_DAYS} days`,
  );
} catch (error) {
  console.error("inquiries:purge: failed", error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
