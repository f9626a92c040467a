import "server-only";
import type { WorkItem } from "@/content/works";
import { generateId } from "@/lib/ids";
import type { WorkInput } from "@/lib/portfolio/portfolio";
import type { Db } from "@/server/db/connect";
import type { WorksTable } from "@/server/db/schema";
import { nextSortOrder } from "./order";

type WorkRow = Pick<
  WorksTable,
  "id" | "title" | "category" | "description" | "imageUrl" | "videoUrl" | "posterUrl" | "background"
>;

const COLUMNS = [
  "id",
  "title",
  "category",
  "description",
  "imageUrl",
  "videoUrl",
  "posterUrl",
  "background",
] as const;

function toWork(row: WorkRow): WorkItem {
  const video =
    row.videoUrl && row.posterUrl ? { src: row.videoUrl, poster: row.posterUrl } : undefined;
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    image: row.imageUrl,
    background: row.background,
    isVideo: video !== undefined,
    ...(video ? { video } : {}),
  };
}

/** Every work, in the operator's order. */
export async function listWorks(db: Db): Promise<WorkItem[]> {
  const rows = await db
    .selectFrom("works")
    .select(COLUMNS)
    .orderBy("sortOrder")
    .orderBy("id")
    .execute();
  return rows.map(toWork);
}

export async function getWork(db: Db, id: string): Promise<WorkItem | undefined> {
  const row = await db.selectFrom("works").select(COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toWork(row) : undefined;
}

/** Adds a work at the end of the list; its id. */
export async function createWork(
  db: Db,
  input: WorkInput,
  options: { id?: string; now?: Date } = {},
): Promise<string> {
  const id = options.id ?? generateId();
  const now = options.now ?? new Date();
  await db
    .insertInto("works")
    .values({
      id,
      ...input,
      sortOrder: await nextSortOrder(db, "works"),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

/** Replaces a work's fields (its place stays); whether it existed. */
export async function updateWork(db: Db, id: string, input: WorkInput): Promise<boolean> {
  const result = await db
    .updateTable("works")
    .set({ ...input, updatedAt: new Date() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
