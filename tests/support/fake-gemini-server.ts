/**
 * Runs the loopback Gemini server as a process, for the end-to-end tests (Playwright starts it
 * as a web server) and for trying the assistant by hand:
 *   node --import tsx tests/support/fake-gemini-server.ts 3377
 * then start the site with GEMINI_BASE_URL=http://127.0.0.1:3377 and GEMINI_API_KEY set to
 * FAKE_GEMINI_KEY.
 */
import { startFakeGemini } from "./fake-gemini";

const port = Number(process.argv[2] ?? process.env.FAKE_GEMINI_PORT ?? 3377);
const fake = await startFakeGemini({ port });
console.log(`fake Gemini API on ${fake.url}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
