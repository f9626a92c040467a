import "server-only";
import { teamMembers } from "@/content/team";
import { testimonials } from "@/content/testimonials";
import { builtInWorks } from "@/content/works";
import type { Db } from "@/server/db/connect";
import { createTeamMember } from "./team";
import { createTestimonial } from "./testimonials";
import { createWork } from "./works";

/** The seed's name in seed_history. */
const PORTFOLIO_SEED = "portfolio";

export type PortfolioSeedResult =
  | { status: "seeded"; works: number; testimonials: number; team: number }
  | { status: "skipped"; reason: "already-seeded" | "has-entries" };

/**
 * Writes the built-in works, testimonials and team (src/content) into a database that has
 * none, once per database, so a fresh install shows the site's shipped content and entries the
 * operator deletes stay deleted. One transaction, like the sample posts' seed: two instances
 * starting together cannot both write it (docs/decisions/0024).
 */
export async function seedPortfolio(db: Db): Promise<PortfolioSeedResult> {
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto("seedHistory")
      .values({ name: PORTFOLIO_SEED, appliedAt: new Date() })
      .onConflict((conflict) => conflict.column("name").doNothing())
      .executeTakeFirst();
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0)
      return { status: "skipped", reason: "already-seeded" };
    for (const table of ["works", "testimonials", "teamMembers"] as const) {
      if (await trx.selectFrom(table).select("id").limit(1).executeTakeFirst())
        return { status: "skipped", reason: "has-entries" };
    }
    const now = new Date();
    for (const work of builtInWorks) {
      await createWork(
        trx,
        {
          title: work.title,
          category: work.category,
          description: work.description,
          imageUrl: work.image,
          videoUrl: work.video?.src ?? null,
          posterUrl: work.video?.poster ?? null,
          background: work.background,
        },
        { id: work.id, now },
      );
    }
    for (const { id, quote, author, position, company } of testimonials) {
      await createTestimonial(
        trx,
        { quote, author, position: position ?? null, company: company ?? null },
        { id, now },
      );
    }
    for (const { id, name, role, tagline, image } of teamMembers) {
      await createTeamMember(trx, { name, role, tagline, imageUrl: image }, { id, now });
    }
    return {
      status: "seeded",
      works: builtInWorks.length,
      testimonials: testimonials.length,
      team: teamMembers.length,
    };
  });
}
