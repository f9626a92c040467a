// Writes test posts into a SQLite database before a server is started on it, through the
// repository as the admin would (plus one raw row that skips the write-time sanitiser, to prove
// that rendering sanitises too). Run as a child process with the react-server condition, since
// the repository is a server-only module:
//   node --conditions=react-server --import tsx tests/e2e/support/write-posts.ts <file> <json>
// (or @<path of a JSON file>, for posts too large for a command line).
import { readFileSync } from "node:fs";
import { createPost } from "@/server/blog/posts";
import { createDb, dialectFor } from "@/server/db/connect";
import { migrateToLatest } from "@/server/db/migrate";
import type { PostInput } from "@/lib/blog/post-input";

type Spec = {
  posts: Array<PostInput & { at: string }>;
  raw?: { id: string; title: string; content: string; at: string };
};

const [file, json] = process.argv.slice(2);
if (!file || !json) throw new Error("usage: write-posts <sqlite file> <json>");
const spec = JSON.parse(json.startsWith("@") ? readFileSync(json.slice(1), "utf8") : json) as Spec;
const db = createDb(dialectFor({ kind: "sqlite", file }));
try {
  await migrateToLatest(db);
  const ids: string[] = [];
  for (const { at, ...post } of spec.posts)
    ids.push((await createPost(db, post, { now: new Date(at) })).id);
  if (spec.raw) {
    const at = new Date(spec.raw.at);
    await db
      .insertInto("posts")
      .values({
        id: spec.raw.id,
        title: spec.raw.title,
        content: spec.raw.content,
        category: "Security",
        tags: "[]",
        aiEnhanced: false,
        status: "published",
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
  }
  process.stdout.write(JSON.stringify(ids));
} finally {
  await db.destroy();
}
