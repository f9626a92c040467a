import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { type ServerProcess, startServer } from "./support/server-process";

/*
 * /feed.xml is built once per change of the blog, not per request (docs/decisions/0003): the
 * server logs "feed built" (at debug level) each time it builds and sanitises the document, so
 * repeated requests must leave one such line, and the answers must be the same document.
 */

const PORT = Number(process.env.E2E_FEED_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 71);
const dataDir = path.resolve(`${process.env.E2E_DATA_DIR ?? "data/e2e"}-feed`);

/** The feed's length (the spec's newest 20). */
const FEED_POSTS = 20;
const paragraph = '<p>Words with <strong>weight</strong> and <a href="/about">a link</a>.</p>';
const content = paragraph.repeat(40);

test.describe.serial("the feed", () => {
  let server: ServerProcess | undefined;

  test.beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    const posts = Array.from({ length: FEED_POSTS + 2 }, (_, i) => ({
      title: `Post ${i + 1}`,
      category: "Testing",
      content,
      at: new Date(Date.UTC(2025, 6, i + 1)).toISOString(),
    }));
    const specFile = path.join(dataDir, "posts.json");
    writeFileSync(specFile, JSON.stringify({ posts }));
    execFileSync(
      process.execPath,
      [
        "--conditions=react-server",
        "--import",
        "tsx",
        "tests/e2e/support/write-posts.ts",
        path.join(dataDir, "site.db"),
        `@${specFile}`,
      ],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
    server = await startServer({
      port: PORT,
      dataDir,
      readLog: true,
      env: { SEED_SAMPLE_CONTENT: "false", LOG_LEVEL: "debug" },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("is built once, then answered from the cache", async () => {
    const bodies: string[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${server!.baseURL}/feed.xml`);
      expect(response.status).toBe(200);
      bodies.push(await response.text());
    }
    expect(bodies[0]!.match(/<item>/g)).toHaveLength(FEED_POSTS);
    expect(bodies[0]).toContain("<title>Post 22</title>");
    for (const body of bodies) expect(body).toBe(bodies[0]);
    expect(server!.logMessages().filter((message) => message === "feed built")).toHaveLength(1);
  });
});
