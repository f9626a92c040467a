"use server";

import "server-only";
import { refresh } from "next/cache";
import type { z } from "zod";
import {
  formErrors,
  isPortfolioId,
  PORTFOLIO_LISTS,
  type PortfolioActionState,
  type PortfolioList,
  teamMemberInputSchema,
  testimonialInputSchema,
  workInputSchema,
} from "@/lib/portfolio/portfolio";
import { asAdmin } from "@/server/auth/session";
import type { Db } from "@/server/db/connect";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { deleteFromList, reorderList } from "./order";
import { writePortfolio } from "./portfolio-cache";
import { createTeamMember, updateTeamMember } from "./team";
import { createTestimonial, updateTestimonial } from "./testimonials";
import { createWork, updateWork } from "./works";

/*
 * The portfolio's Server Actions. Each runs through asAdmin() (requireAdmin() first); the admin
 * guard test calls each one signed out, expired and forged, and proves nothing changes.
 * Arguments are typed for callers but checked as untrusted. Every write goes through
 * writePortfolio, which refreshes the public pages on every instance, before answering.
 */

/** What the forms send: the entry's id (null for a new one) and the form's values. */
export type SaveRequest = { id: string | null; values: unknown };

const NOUNS: Record<PortfolioList, string> = {
  works: "Work",
  testimonials: "Testimonial",
  team: "Team member",
};

function save<S extends z.ZodType>(
  list: PortfolioList,
  schema: S,
  write: {
    create: (db: Db, input: z.output<S>) => Promise<string>;
    update: (db: Db, id: string, input: z.output<S>) => Promise<boolean>;
  },
) {
  return async (request: SaveRequest): Promise<PortfolioActionState> =>
    asAdmin(async () => {
      const id = request?.id ?? null;
      if (id !== null && !isPortfolioId(id))
        return { status: "error", message: `That ${NOUNS[list].toLowerCase()} no longer exists.` };
      const parsed = schema.safeParse(request?.values);
      if (!parsed.success)
        return {
          status: "invalid",
          errors: formErrors(parsed.error),
          message: "Check the highlighted fields.",
        };
      try {
        if (id === null) {
          const created = await writePortfolio((trx) => write.create(trx, parsed.data));
          refresh();
          log.info({ list, id: created }, "portfolio entry added");
          return { status: "saved", id: created, message: `${NOUNS[list]} added.` };
        }
        const updated = await writePortfolio(
          (trx) => write.update(trx, id, parsed.data),
          (done) => done,
        );
        if (!updated)
          return {
            status: "error",
            message: `That ${NOUNS[list].toLowerCase()} no longer exists.`,
          };
        refresh();
        log.info({ list, id }, "portfolio entry updated");
        return { status: "saved", id, message: `${NOUNS[list]} saved.` };
      } catch (error) {
        log.error({ err: error, list, id }, "saving a portfolio entry failed");
        return { status: "error", message: `The ${NOUNS[list].toLowerCase()} could not be saved.` };
      }
    });
}

const saveWorkEntry = save("works", workInputSchema(env.IMAGE_REMOTE_HOSTS), {
  create: (db, input) => createWork(db, input),
  update: updateWork,
});
const saveTestimonialEntry = save("testimonials", testimonialInputSchema, {
  create: (db, input) => createTestimonial(db, input),
  update: updateTestimonial,
});
const saveTeamMemberEntry = save("team", teamMemberInputSchema(env.IMAGE_REMOTE_HOSTS), {
  create: (db, input) => createTeamMember(db, input),
  update: updateTeamMember,
});

/** Adds a work (id null) or replaces one's fields. */
export async function saveWork(request: SaveRequest): Promise<PortfolioActionState> {
  return saveWorkEntry(request);
}

/** Adds a testimonial (id null) or replaces one's fields. */
export async function saveTestimonial(request: SaveRequest): Promise<PortfolioActionState> {
  return saveTestimonialEntry(request);
}

/** Adds a team member (id null) or replaces one's fields. */
export async function saveTeamMember(request: SaveRequest): Promise<PortfolioActionState> {
  return saveTeamMemberEntry(request);
}

const isList = (value: unknown): value is PortfolioList =>
  (PORTFOLIO_LISTS as readonly unknown[]).includes(value);

/** Puts a list in a new order: `ids` names every entry once, first to last. */
export async function reorderPortfolio(
  list: PortfolioList,
  ids: string[],
): Promise<PortfolioActionState> {
  return asAdmin(async () => {
    if (!isList(list) || !Array.isArray(ids) || !ids.every(isPortfolioId))
      return { status: "error", message: "The new order could not be read." };
    try {
      const reordered = await writePortfolio(
        (trx) => reorderList(trx, list, ids),
        (done) => done,
      );
      if (!reordered)
        return {
          status: "error",
          message: "The list changed in the meantime. Reload the page and try again.",
        };
      refresh();
      return { status: "done", message: "Order saved." };
    } catch (error) {
      log.error({ err: error, list }, "reordering the portfolio failed");
      return { status: "error", message: "The new order could not be saved." };
    }
  });
}

/** Deletes one entry of a list, for good. */
export async function deletePortfolioEntry(
  list: PortfolioList,
  id: string,
): Promise<PortfolioActionState> {
  return asAdmin(async () => {
    if (!isList(list) || !isPortfolioId(id))
      return { status: "error", message: "That entry no longer exists." };
    try {
      const deleted = await writePortfolio(
        (trx) => deleteFromList(trx, list, id),
        (done) => done,
      );
      if (!deleted) return { status: "error", message: "That entry no longer exists." };
      refresh();
      log.info({ list, id }, "portfolio entry deleted");
      return { status: "done", message: `${NOUNS[list]} deleted.` };
    } catch (error) {
      log.error({ err: error, list, id }, "deleting a portfolio entry failed");
      return { status: "error", message: `The ${NOUNS[list].toLowerCase()} could not be deleted.` };
    }
  });
}
