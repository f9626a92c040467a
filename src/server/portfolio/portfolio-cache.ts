import "server-only";
import { writeAndExpirePages } from "@/server/cache/expire-pages";
import { unstable_cache } from "next/cache";
import type { Db } from "@/server/db/connect";
import { getDb } from "@/server/db/database";
import { listTeamMembers } from "./team";
import { listTestimonials } from "./testimonials";
import { listWorks } from "./works";

/*
 * The public portfolio's reads, cached like the blog's (docs/decisions/0024 and 0030): the home
 * page and /work render on first visit, carry the tag, and stay cached until a save made
 * through writePortfolio().
 */

export const PORTFOLIO_CACHE_TAG = "portfolio";

/** Saves on this server refresh at once; this bounds how stale another instance can be. */
const PORTFOLIO_CACHE_REVALIDATE_SECONDS = 300;

const cached = { tags: [PORTFOLIO_CACHE_TAG], revalidate: PORTFOLIO_CACHE_REVALIDATE_SECONDS };

export const getPublishedWorks = unstable_cache(
  async () => listWorks(await getDb()),
  ["portfolio-works"],
  cached,
);

export const getPublishedTestimonials = unstable_cache(
  async () => listTestimonials(await getDb()),
  ["portfolio-testimonials"],
  cached,
);

export const getPublishedTeam = unstable_cache(
  async () => listTeamMembers(await getDb()),
  ["portfolio-team"],
  cached,
);

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
