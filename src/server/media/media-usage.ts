import "server-only";
import { sql } from "kysely";
import { generateId as generateVersion } from "@/lib/ids";
import type { MediaUsage } from "@/lib/media/media-library";
import { BLOG_CACHE_TAG } from "@/server/blog/blog-invalidation";
import type { Db } from "@/server/db/connect";

/*
 * Where the site uses a stored file (docs/decisions/0041). A file is named by its content (a
 * 32-character hash and its extension), so its key appears in every address that links it:
 * /uploads/<key>, the bucket's public address, the optimiser's ?url=%2Fuploads%2F<key>. Every
 * column that can hold an upload's address is listed here, once; the usage finder, Delete's
 * refusal and Replace's rewrite all read this list.
 */

/** `owner`: for an earlier version, the place it is a version of (listed once, if not in use). */
type Place = {
  id: string;
  label: string;
  href: string;
  texts: Array<string | null>;
  owner?: string;
};

const quoted = (text: string) => `“${text}”`;

/** SQL LIKE over any of the columns for any of the keys: a quick filter, checked exactly after. */
function mentions(columns: readonly string[], keys: readonly string[]) {
  const escaped = keys.map((key) => `%${key.replace(/[%_\\]/g, "\\$&")}%`);
  return sql<boolean>`(${sql.join(
    columns.flatMap((column) =>
      escaped.map((pattern) => sql`${sql.ref(column)} like ${pattern} escape '\\'`),
    ),
    sql` or `,
  )})`;
}

/** A content document's place in the admin, from its key (docs/decisions/0035, 0037). */
function documentPlace(key: string, data: string): Omit<Place, "texts" | "id"> {
  if (key === "settings") return { label: "Site settings", href: "/admin/settings" };
  if (key.startsWith("home:")) return { label: "Home page", href: "/admin/home" };
  if (key.startsWith("page:")) {
    let path = key.slice("page:".length);
    try {
      const parsed = JSON.parse(data) as { path?: unknown };
      if (typeof parsed.path === "string") path = parsed.path;
    } catch {
      // The key's own path then.
    }
    return { label: `Page /${path}`, href: `/admin/pages/${encodeURIComponent(path)}` };
  }
  return { label: `Content ${quoted(key)}`, href: "/admin/settings" };
}

async function placesMentioning(db: Db, keys: readonly string[]): Promise<Place[]> {
  if (keys.length === 0) return [];
  const posts = await db
    .selectFrom("posts")
    .select(["id", "title", "imageUrl", "content"])
    .where(mentions(["imageUrl", "content"], keys))
    .orderBy("createdAt", "desc")
    .execute();
  const works = await db
    .selectFrom("works")
    .select(["id", "title", "imageUrl", "videoUrl", "posterUrl"])
    .where(mentions(["imageUrl", "videoUrl", "posterUrl"], keys))
    .orderBy("sortOrder")
    .execute();
  const team = await db
    .selectFrom("teamMembers")
    .select(["id", "name", "imageUrl"])
    .where(mentions(["imageUrl"], keys))
    .orderBy("sortOrder")
    .execute();
  const documents = await db
    .selectFrom("contentDocuments")
    .select(["key", "data"])
    .where(mentions(["data"], keys))
    .orderBy("key")
    .execute();
  // Earlier versions count too: a file they show must still be there when one is restored.
  const postHistory = await db
    .selectFrom("postRevisions")
    .innerJoin("posts", "posts.id", "postRevisions.postId")
    .select(["posts.id", "posts.title", "postRevisions.imageUrl", "postRevisions.content"])
    .where(mentions(["postRevisions.imageUrl", "postRevisions.content"], keys))
    .execute();
  const documentHistory = await db
    .selectFrom("contentRevisions")
    .select(["documentKey", "data"])
    .where(mentions(["data"], keys))
    .execute();
  return [
    ...posts.map((post) => ({
      id: `post:${post.id}`,
      label: `Post ${quoted(post.title)}`,
      href: `/admin/blog/${post.id}/edit`,
      texts: [post.imageUrl, post.content],
    })),
    ...works.map((work) => ({
      id: `work:${work.id}`,
      label: `Work ${quoted(work.title)}`,
      href: "/admin/portfolio",
      texts: [work.imageUrl, work.videoUrl, work.posterUrl],
    })),
    ...team.map((member) => ({
      id: `team:${member.id}`,
      label: `Team member ${quoted(member.name)}`,
      href: "/admin/portfolio/team",
      texts: [member.imageUrl],
    })),
    ...documents.map((document) => ({
      id: `document:${document.key}`,
      ...documentPlace(document.key, document.data),
      texts: [document.data],
    })),
    ...postHistory.map((revision) => ({
      id: `history:post:${revision.id}`,
      owner: `post:${revision.id}`,
      label: `An earlier version of post ${quoted(revision.title)} (its History)`,
      href: `/admin/blog/${revision.id}/edit`,
      texts: [revision.imageUrl, revision.content],
    })),
    ...documentHistory.map((revision) => {
      const place = documentPlace(revision.documentKey, revision.data);
      return {
        id: `history:document:${revision.documentKey}`,
        owner: `document:${revision.documentKey}`,
        label: `An earlier version of ${place.label.replace(/^[A-Z]/, (c) => c.toLowerCase())} (its History)`,
        href: place.href,
        texts: [revision.data],
      };
    }),
  ];
}

/**
 * Where each of `keys` is used, in the order posts, works, team, content, then the earlier
 * versions of a post or document that no longer uses it itself.
 */
export async function findUsages(
  db: Db,
  keys: readonly string[],
): Promise<Map<string, MediaUsage[]>> {
  const usages = new Map<string, MediaUsage[]>(keys.map((key) => [key, []]));
  const places = await placesMentioning(db, keys);
  for (const key of keys) {
    const using = places.filter((place) => place.texts.some((text) => text?.includes(key)));
    const listed = new Set<string>();
    for (const place of using) {
      // A place is listed once, and its history only when the place itself no longer uses it.
      if (listed.has(place.id) || (place.owner && using.some(({ id }) => id === place.owner)))
        continue;
      listed.add(place.id);
      usages.get(key)?.push({ label: place.label, href: place.href });
    }
  }
  return usages;
}

/** Every cache tag a rewrite of references can touch: the pages of each kind of place. */
export const REFERENCE_CACHE_TAGS = [
  BLOG_CACHE_TAG,
  "portfolio",
  "site-settings",
  "category-pages",
  "home-content",
] as const;

const swap = (text: string | null, from: string, to: string) =>
  text === null ? null : text.split(from).join(to);

/**
 * Points every place that uses `from` at `to` instead, their histories included (a revision
 * restored later must not bring back a file that is gone), in the caller's transaction. Posts
 * and documents get a new version, so an editor opened before is told it is stale rather than
 * saving the old address back. Answers how many places changed.
 */
export async function rewriteReferences(
  trx: Db,
  from: string,
  to: string,
  now: Date = new Date(),
): Promise<number> {
  let places = 0;
  const keys = [from];
  for (const post of await trx
    .selectFrom("posts")
    .select(["id", "imageUrl", "content"])
    .where(mentions(["imageUrl", "content"], keys))
    .execute()) {
    await trx
      .updateTable("posts")
      .set({
        imageUrl: swap(post.imageUrl, from, to),
        content: swap(post.content, from, to) ?? "",
        updatedAt: now,
      })
      .where("id", "=", post.id)
      .execute();
    places += 1;
  }
  for (const revision of await trx
    .selectFrom("postRevisions")
    .select(["id", "imageUrl", "content"])
    .where(mentions(["imageUrl", "content"], keys))
    .execute()) {
    await trx
      .updateTable("postRevisions")
      .set({
        imageUrl: swap(revision.imageUrl, from, to),
        content: swap(revision.content, from, to) ?? "",
      })
      .where("id", "=", revision.id)
      .execute();
  }
  for (const work of await trx
    .selectFrom("works")
    .select(["id", "imageUrl", "videoUrl", "posterUrl"])
    .where(mentions(["imageUrl", "videoUrl", "posterUrl"], keys))
    .execute()) {
    await trx
      .updateTable("works")
      .set({
        imageUrl: swap(work.imageUrl, from, to) ?? "",
        videoUrl: swap(work.videoUrl, from, to),
        posterUrl: swap(work.posterUrl, from, to),
        updatedAt: now,
      })
      .where("id", "=", work.id)
      .execute();
    places += 1;
  }
  for (const member of await trx
    .selectFrom("teamMembers")
    .select(["id", "imageUrl"])
    .where(mentions(["imageUrl"], keys))
    .execute()) {
    await trx
      .updateTable("teamMembers")
      .set({ imageUrl: swap(member.imageUrl, from, to) ?? "", updatedAt: now })
      .where("id", "=", member.id)
      .execute();
    places += 1;
  }
  for (const document of await trx
    .selectFrom("contentDocuments")
    .select(["key", "data"])
    .where(mentions(["data"], keys))
    .execute()) {
    await trx
      .updateTable("contentDocuments")
      .set({
        data: swap(document.data, from, to) ?? "",
        version: generateVersion(),
        updatedAt: now,
      })
      .where("key", "=", document.key)
      .execute();
    places += 1;
  }
  for (const revision of await trx
    .selectFrom("contentRevisions")
    .select(["id", "data"])
    .where(mentions(["data"], keys))
    .execute()) {
    await trx
      .updateTable("contentRevisions")
      .set({ data: swap(revision.data, from, to) ?? "" })
      .where("id", "=", revision.id)
      .execute();
  }
  return places;
}
