// Migrates and seeds the SQLite file named on the command line, as a server starting up would,
// and prints the seed's result (see tests/integration/seed.test.ts). The seed is a server-only
// module: run with --conditions=react-server.
import { seedSamplePosts } from "@/server/blog/seed";
import { createDb, dialectFor } from "@/server/db/connect";
import { migrateToLatest } from "@/server/db/migrate";

const file = process.argv[2];
if (!file) throw new Error("usage: seed-child <sqlite file>");
const db = createDb(dialectFor({ kind: "sqlite", file }));
try {
  await migrateToLatest(db);
  process.stdout.write(JSON.stringify(await seedSamplePosts(db)));
} finally {
  await db.destroy();
}
