// Accepts inquiries one after another into the database named by the JSON config on the command
// line, as a running site would, and prints each one's number once it is committed (i.e. once
// the visitor would have been told it was received). Stops when its stdin closes. See
// tests/integration/backup-restore.test.ts. Run with --conditions=react-server.
import { createDb, type DatabaseConfig, dialectFor } from "@/server/db/connect";
import { storeInquiry } from "@/server/inquiries/inquiries";

const WRITE_PAUSE_MS = 5;

const config = JSON.parse(process.argv[2] ?? "null") as DatabaseConfig | null;
if (!config) throw new Error("usage: inquiry-writer-child <database config json>");
const db = createDb(dialectFor(config));
let running = true;
const stop = () => (running = false);
// The test closes stdin to stop it; a test process that died closes it too (or the pipe out).
process.stdin.on("end", stop).on("close", stop).resume();
process.stdout.on("error", stop);
try {
  for (let n = 1; running; n++) {
    await storeInquiry(
      db,
      {
        submissionId: `writer-${n}`,
        name: `Visitor ${n}`,
        email: `visitor${n}@example.com`,
        company: null,
        project: "strategy",
        message: `Inquiry number ${n}`,
        clientHash: null,
        userAgent: "writer",
        referrer: null,
      },
      { channels: ["email", "forward"] },
    );
    process.stdout.write(`${n}\n`);
    // About as fast as a busy site: fast enough to overlap the backup, slow enough not to
    // starve the test of the write lock.
    await new Promise((resolve) => setTimeout(resolve, WRITE_PAUSE_MS));
  }
} finally {
  await db.destroy();
}
