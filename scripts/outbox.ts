/**
 * npm run outbox: delivers every inquiry delivery that is due now through the configured
 * channels, once, and exits (non-zero when a delivery failed). For running the outbox from a
 * scheduler instead of the server (OUTBOX_WORKER=false), or to push deliveries by hand.
 */
import "./support/load-env";
import { closeDb } from "@/server/db/database";
import { env } from "@/server/env";
import { configuredChannels } from "@/server/inquiries/inquiry-channels";
import { drainConfiguredOutbox } from "@/server/inquiries/outbox-drain";

try {
  const channels = configuredChannels(env);
  if (channels.length === 0) {
    console.log("outbox: no delivery channel configured; inquiries are stored only");
  } else {
    const report = await drainConfiguredOutbox();
    console.log(
      `outbox (${channels.join(", ")}): ${report.delivered} delivered, ${report.retrying} to retry later, ${report.failed} failed for good`,
    );
    if (report.retrying + report.failed > 0) process.exitCode = 1;
  }
} catch (error) {
  console.error("outbox: failed", error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
