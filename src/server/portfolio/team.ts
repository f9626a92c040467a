import "server-only";
import type { TeamMember } from "@/content/team";
import { generateId } from "@/lib/ids";
import type { TeamMemberInput } from "@/lib/portfolio/portfolio";
import type { Db } from "@/server/db/connect";
import { nextSortOrder } from "./order";

/** Every team member, in the operator's order. */
export async function listTeamMembers(db: Db): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom("teamMembers")
    .select(["id", "name", "role", "tagline", "imageUrl"])
    .orderBy("sortOrder")
    .orderBy("id")
    .execute();
  return rows.map(({ imageUrl, ...member }) => ({ ...member, image: imageUrl }));
}

/** Adds a member at the end of the list; their id. */
export async function createTeamMember(
  db: Db,
  input: TeamMemberInput,
  options: { id?: string; now?: Date } = {},
): Promise<string> {
  const id = options.id ?? generateId();
  const now = options.now ?? new Date();
  await db
    .insertInto("teamMembers")
    .values({
      id,
      ...input,
      sortOrder: await nextSortOrder(db, "teamMembers"),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

/** Replaces a member's fields (their place stays); whether they existed. */
export async function updateTeamMember(
  db: Db,
  id: string,
  input: TeamMemberInput,
): Promise<boolean> {
  const result = await db
    .updateTable("teamMembers")
    .set({ ...input, updatedAt: new Date() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
