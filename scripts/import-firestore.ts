/**
 * npm run import:firestore -- FILE [--dry-run]: moves the original site's posts in from a JSON
 * export of its Firestore `blogs` collection (docs/decisions/0019). Posts keep their ids, so old
 * /thought-hub/{id} links keep working; posts already here are left as they are, so running it
 * again changes nothing. --dry-run reports what would happen and writes nothing. Exits 1 when a
 * document could not be imported (the others are).
 */
import "./support/load-env";
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { closeDb, getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { ImportFileError } from "@/server/import/firestore-documents";
import { importFirestore } from "@/server/import/import-firestore";

const { values, positionals } = parseArgs({
  options: { "dry-run": { type: "boolean", default: false } },
  allowPositionals: true,
  strict: true,
});
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error("usage: npm run import:firestore -- FILE [--dry-run]");
  process.exit(2);
}
const dryRun = values["dry-run"];

try {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new ImportFileError(
      `${file} cannot be read as JSON (${error instanceof Error ? error.message : error})`,
    );
  }
  const outcomes = await importFirestore(await getDb(), json, {
    dryRun,
    remoteHosts: env.IMAGE_REMOTE_HOSTS,
  });
  const counts = { imported: 0, exists: 0, error: 0 };
  for (const outcome of outcomes) {
    counts[outcome.status]++;
    if (outcome.status === "imported") {
      console.log(`${dryRun ? "would import" : "imported"} ${outcome.id}: ${outcome.title}`);
      for (const note of outcome.notes) console.log(`  ${note}`);
    } else if (outcome.status === "exists") {
      console.log(`unchanged ${outcome.id}: a post with this id is here already`);
    } else {
      console.error(`error in ${outcome.label}: ${outcome.message}`);
    }
  }
  console.log(
    `import:firestore${dryRun ? " (dry run, nothing written)" : ""}: ${counts.imported} ${dryRun ? "to import" : "imported"}, ${counts.exists} unchanged, ${counts.error} with errors`,
  );
  if (counts.error > 0) process.exitCode = 1;
} catch (error) {
  console.error(
    "import:firestore: failed:",
    error instanceof ImportFileError ? error.message : error,
  );
  process.exitCode = 1;
} finally {
  await closeDb();
}
