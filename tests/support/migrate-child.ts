// Migrates the SQLite file named on the command line and prints the migrations it applied, as
// a separate process would at start-up (see tests/integration/migrations.test.ts).
import { createDb, dialectFor } from "@/server/db/connect";
import { migrateToLatest } from "@/server/db/migrate";

const file = process.argv[2];
if (!file) throw new Error("usage: migrate-child <sqlite file>");
const db = createDb(dialectFor({ kind: "sqlite", file }));
try {
  process.stdout.write(JSON.stringify(await migrateToLatest(db)));
} finally {
  await db.destroy();
}
