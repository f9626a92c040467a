import "server-only";
import type { PortfolioList } from "@/lib/portfolio/portfolio";
import type { Db } from "@/server/db/connect";

/** The table behind each list the admin orders. */
export const PORTFOLIO_TABLES = {
  works: "works",
  testimonials: "testimonials",
  team: "teamMembers",
} as const satisfies Record<PortfolioList, string>;

type Table = (typeof PORTFOLIO_TABLES)[PortfolioList];

/** The place after the last entry of a table: where a new entry goes. */
export async function nextSortOrder(db: Db, table: Table): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max("sortOrder").as("last"))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/**
 * Puts a list in the order of `ids`, which must name every entry exactly once: an order made
 * from a stale list (another tab added or deleted an entry) is refused rather than guessed at.
 * Returns whether the order was applied. In one transaction: the caller's, if it runs in one.
 */
export async function reorderList(
  db: Db,
  list: PortfolioList,
  ids: readonly string[],
): Promise<boolean> {
  const table = PORTFOLIO_TABLES[list];
  const inTransaction = (run: (trx: Db) => Promise<boolean>) =>
    db.isTransaction ? run(db) : db.transaction().execute(run);
  return inTransaction(async (trx) => {
    const present = (await trx.selectFrom(table).select("id").execute()).map((row) => row.id);
    const wanted = new Set(ids);
    if (wanted.size !== ids.length || present.length !== ids.length) return false;
    if (!present.every((id) => wanted.has(id))) return false;
    for (const [index, id] of ids.entries()) {
      await trx.updateTable(table).set({ sortOrder: index }).where("id", "=", id).execute();
    }
    return true;
  });
}

/** Deletes one entry of a list; whether it existed. */
export async function deleteFromList(db: Db, list: PortfolioList, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom(PORTFOLIO_TABLES[list])
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
