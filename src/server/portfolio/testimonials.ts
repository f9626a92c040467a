import "server-only";
import type { Testimonial } from "@/content/testimonials";
import { generateId } from "@/lib/ids";
import type { TestimonialInput } from "@/lib/portfolio/portfolio";
import type { Db } from "@/server/db/connect";
import type { TestimonialsTable } from "@/server/db/schema";
import { nextSortOrder } from "./order";

const COLUMNS = ["id", "quote", "author", "position", "company"] as const;

function toTestimonial(row: Pick<TestimonialsTable, (typeof COLUMNS)[number]>): Testimonial {
  return {
    id: row.id,
    quote: row.quote,
    author: row.author,
    ...(row.position ? { position: row.position } : {}),
    ...(row.company ? { company: row.company } : {}),
  };
}

/** Every testimonial, in the operator's order. */
export async function listTestimonials(db: Db): Promise<Testimonial[]> {
  const rows = await db
    .selectFrom("testimonials")
    .select(COLUMNS)
    .orderBy("sortOrder")
    .orderBy("id")
    .execute();
  return rows.map(toTestimonial);
}

/** Adds a testimonial at the end of the list; its id. */
export async function createTestimonial(
  db: Db,
  input: TestimonialInput,
  options: { id?: string; now?: Date } = {},
): Promise<string> {
  const id = options.id ?? generateId();
  const now = options.now ?? new Date();
  await db
    .insertInto("testimonials")
    .values({
      id,
      ...input,
      sortOrder: await nextSortOrder(db, "testimonials"),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

/** Replaces a testimonial's fields (its place stays); whether it existed. */
export async function updateTestimonial(
  db: Db,
  id: string,
  input: TestimonialInput,
): Promise<boolean> {
  const result = await db
    .updateTable("testimonials")
    .set({ ...input, updatedAt: new Date() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
