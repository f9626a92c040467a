/**
 * npm run seed: migrates the configured database (DATA_DIR or DATABASE_URL, as the server
 * would) and writes the sample posts if, and only if, it holds no posts at all.
 */
import { seedSamplePosts } from "@/server/blog/seed";
import { closeDb, getDb } from "@/server/db/database";

try {
  const result = await seedSamplePosts(await getDb(), { ignoreHistory: true });
  console.log(
    result.status === "seeded"
      ? `seed: wrote ${result.count} sample posts`
      : "seed: the database already has posts; nothing written",
  );
} catch (error) {
  console.error("seed: failed", error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
