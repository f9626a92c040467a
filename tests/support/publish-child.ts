// Runs jobs rounds on the SQLite file named on the command line, as another server process
// would, starting at a given wall-clock time (so several children overlap), and prints the ids
// it published (see tests/integration/scheduled-posts.test.ts).
import { publishScheduledPosts } from "@/server/blog/scheduled-posts";
import { createDb, dialectFor } from "@/server/db/connect";

const [file, startAt, now] = process.argv.slice(2);
if (!file || !startAt || !now)
  throw new Error("usage: publish-child <sqlite file> <start ms> <now iso>");
const db = createDb(dialectFor({ kind: "sqlite", file }));
try {
  await db.selectFrom("posts").select("id").limit(1).execute();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
  const rounds = await Promise.all([1, 2, 3].map(() => publishScheduledPosts(db, new Date(now))));
  process.stdout.write(JSON.stringify(rounds.flat().map((post) => post.id)));
} finally {
  await db.destroy();
}
