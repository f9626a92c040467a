/**
 * npm run jobs: one round of the server's jobs, then exits. Publishes the scheduled posts that
 * are due (each once, whoever else runs at the same time) and deletes audit entries past
 * AUDIT_RETENTION_DAYS. For deployments that run jobs from a scheduler (JOBS_WORKER=false), e.g.
 * every minute from cron. Running production servers show what it published within about a
 * second: the publication records a cache invalidation they follow (docs/decisions/0023).
 */
import "./support/load-env";
import { closeDb } from "@/server/db/database";
import { publishDue, purgeAuditLog } from "@/server/jobs/run-jobs";

try {
  const published = await publishDue();
  const purged = await purgeAuditLog();
  console.log(
    `jobs: ${published.length} scheduled post(s) published${published.map((post) => `\n  ${post.id} ${post.title}`).join("")}; ${purged} expired audit entr${purged === 1 ? "y" : "ies"} deleted`,
  );
} catch (error) {
  console.error("jobs: failed", error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
