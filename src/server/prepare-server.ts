import "server-only";
import { prepareAdminKey } from "@/server/auth/prepare-admin-key";
import { seedSamplePosts } from "@/server/blog/seed";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { seedPortfolio } from "@/server/portfolio/seed";

/**
 * Start-up work of a server process (called from src/instrumentation.ts). A database that is
 * unreachable at start is logged, not fatal (docs/decisions/0040): pages show shipped content,
 * the next database call tries to connect (and migrate) again, and what could not be seeded
 * here is seeded on the first read that needs it (`seededDb`).
 */
export async function prepareServer(): Promise<void> {
  try {
    const db = await getDb();
    await prepareAdminKey();
    // The portfolio is the site's own content, not sample content: always written once.
    const portfolio = await seedPortfolio(db);
    if (portfolio.status === "seeded") log.info(portfolio, "built-in portfolio written");
    if (env.SEED_SAMPLE_CONTENT) {
      const result = await seedSamplePosts(db);
      if (result.status === "seeded") log.info({ count: result.count }, "sample posts written");
    }
  } catch (error) {
    log.error({ err: error }, "could not prepare the database; retrying on next use");
  }
}
