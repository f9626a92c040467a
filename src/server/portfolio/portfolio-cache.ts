import "server-only";
import { unstable_cache } from "next/cache";
import { teamMembers } from "@/content/team";
import { testimonials } from "@/content/testimonials";
import { builtInWorks } from "@/content/works";
import { writeAndExpirePages } from "@/server/cache/expire-pages";
import { readOrShipped } from "@/server/cache/fallback";
import type { Db } from "@/server/db/connect";
import { seededDb } from "@/server/db/database";
import { seedPortfolio } from "./seed";
import { listTeamMembers } from "./team";
import { listTestimonials } from "./testimonials";
import { listWorks } from "./works";

/*
 * The public portfolio's reads, cached like the blog's (docs/decisions/0024 and 0030): the home
 * page and /work render on first visit, carry the tag, and stay cached until a save made
 * through writePortfolio(). When the database fails, the built-in portfolio shows instead
 * (docs/decisions/0040).
 */

export const PORTFOLIO_CACHE_TAG = "portfolio";

/** Saves on this server refresh at once; this bounds how stale another instance can be. */
const PORTFOLIO_CACHE_REVALIDATE_SECONDS = 300;

const cached = { tags: [PORTFOLIO_CACHE_TAG], revalidate: PORTFOLIO_CACHE_REVALIDATE_SECONDS };

/** The database, with the built-in portfolio written into it once (server/portfolio/seed.ts). */
const portfolioDb = seededDb(seedPortfolio);

const readWorks = unstable_cache(
  async () => listWorks(await portfolioDb()),
  ["portfolio-works"],
  cached,
);
const readTestimonials = unstable_cache(
  async () => listTestimonials(await portfolioDb()),
  ["portfolio-testimonials"],
  cached,
);
const readTeam = unstable_cache(
  async () => listTeamMembers(await portfolioDb()),
  ["portfolio-team"],
  cached,
);

export const getPublishedWorks = () => readOrShipped("works", readWorks, [...builtInWorks]);
export const getPublishedTestimonials = () =>
  readOrShipped("testimonials", readTestimonials, [...testimonials]);
export const getPublishedTeam = () => readOrShipped("team", readTeam, [...teamMembers]);

/**
 * Any write to the portfolio, as writeBlog() for the blog: recorded for the other instances in
 * the write's transaction, then / and /work expire here.
 */
export function writePortfolio<T>(
  write: (trx: Db) => Promise<T>,
  changed?: (result: T) => boolean,
): Promise<T> {
  return writeAndExpirePages({ tags: [PORTFOLIO_CACHE_TAG] }, write, changed);
}
