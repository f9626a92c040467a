// Runs the server's start-up admin key step in a process of its own, as the server does at
// start, with the environment the parent gives it (see tests/integration/prepare-admin-key.test.ts).
import { prepareAdminKey } from "@/server/auth/prepare-admin-key";
import { closeDb } from "@/server/db/database";

try {
  await prepareAdminKey();
} finally {
  await closeDb();
}
