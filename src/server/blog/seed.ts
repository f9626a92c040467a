import "server-only";
import { samplePosts } from "@/content/sample-posts";
import type { Db } from "@/server/db/connect";
import { countPosts, createPost } from "./posts";

/** The seed's name in seed_history; a new set of sample posts would get a new name. */
const SAMPLE_POSTS_SEED = "sample-posts";

export type SeedResult =
  | { status: "seeded"; count: number }
  | { status: "skipped"; reason: "already-seeded" | "has-posts" };

/**
 * Writes the sample posts into a database that has none. On start-up (the default) it runs at
 * most once per database, so posts the operator deletes do not come back on the next restart;
 * `ignoreHistory` (npm run seed) writes them again into an empty database. Either way a
 * database that holds any post is never touched. One transaction, so two instances starting
 * together cannot both seed: the second waits on the seed_history row and then skips.
 */
export async function seedSamplePosts(
  db: Db,
  options: { ignoreHistory?: boolean } = {},
): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto("seedHistory")
      .values({ name: SAMPLE_POSTS_SEED, appliedAt: new Date() })
      .onConflict((conflict) => conflict.column("name").doNothing())
      .executeTakeFirst();
    const claimed = Number(claim.numInsertedOrUpdatedRows ?? 0) > 0;
    if (!claimed && !options.ignoreHistory) return { status: "skipped", reason: "already-seeded" };
    if ((await countPosts(trx)) > 0) return { status: "skipped", reason: "has-posts" };
    for (const { publishedAt, ...post } of samplePosts) {
      await createPost(trx, { ...post, status: "published" }, { now: new Date(publishedAt) });
    }
    return { status: "seeded", count: samplePosts.length };
  });
}
