import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { type ServerProcess, startServer } from "./support/server-process";

/*
 * Optimised images are encoded once per (source, width, quality, format), whatever junk a URL
 * carries, and the encoded variants outlive a restart (docs/decisions/0018). Against a
 * production server of its own, so the store starts empty. A response the server replays from
 * its store says `x-cache: HIT`; one that went through the encoder does not.
 */

// Follows E2E_PORT (default 3100), so parallel checkouts do not collide.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 121;
const dataDir = path.resolve(`${process.env.E2E_DATA_DIR ?? "data/e2e"}-images`);
const BROWSER_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const source = encodeURIComponent("/media/blog/post-1.webp");
const imageUrl = (junk: string) => `/_next/image?url=${source}&w=1920&q=75&z=${junk}`;

/** Variants on disk, across every build directory. */
function storedVariants(): number {
  const root = path.join(dataDir, "cache", "images");
  // Written just after the response is sent: until then the directory may not exist at all.
  if (!existsSync(root)) return 0;
  return readdirSync(root).flatMap((build) =>
    readdirSync(path.join(root, build)).filter((name) => name.endsWith(".img")),
  ).length;
}

test.describe("optimised images", () => {
  // One server of its own at a time: both tests use its port and data directory.
  test.describe.configure({ mode: "serial" });
  let server: ServerProcess | undefined;
  test.beforeEach(({}, testInfo) => {
    test.skip(
      testInfo.project.name !== "desktop",
      "the server's cache does not depend on the viewport",
    );
  });
  test.afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  test("are encoded once per variant, whatever else the URL carries, and survive a restart", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    server = await startServer({ port: PORT, dataDir });
    const get = (junk: string, accept = BROWSER_ACCEPT, method: "GET" | "HEAD" = "GET") =>
      request.fetch(`${server!.baseURL}${imageUrl(junk)}`, { method, headers: { accept } });

    const first = await get("first");
    expect(first.status()).toBe(200);
    expect(first.headers()["content-type"]).toBe("image/avif");
    expect(first.headers()["x-cache"]).toBeUndefined(); // encoded for this request
    const pixels = await first.body();
    await expect.poll(storedVariants).toBe(1);

    // Other junk, another way of accepting the same format, a HEAD: no encode, the same bytes.
    for (const [junk, accept] of [
      ["second", BROWSER_ACCEPT],
      ["third", "image/avif,image/x-junk;q=0.9"],
    ] as const) {
      const again = await get(junk, accept);
      expect(again.headers()["x-cache"]).toBe("HIT");
      expect((await again.body()).equals(pixels)).toBe(true);
    }
    expect((await get("fourth", BROWSER_ACCEPT, "HEAD")).headers()["x-cache"]).toBe("HIT");
    expect(storedVariants()).toBe(1);

    // Another format is another variant: encoded once too.
    const webp = await get("fifth", "image/webp");
    expect(webp.headers()["content-type"]).toBe("image/webp");
    expect(webp.headers()["x-cache"]).toBeUndefined();
    await expect.poll(storedVariants).toBe(2);
    expect((await get("sixth", "image/webp")).headers()["x-cache"]).toBe("HIT");

    // A width or quality the site never asks for is refused before anything is encoded.
    const odd = await request.get(`${server.baseURL}/_next/image?url=${source}&w=1921&q=75`);
    expect(odd.status()).toBe(400);
    expect(storedVariants()).toBe(2);

    // After a restart, the variants are read back from DATA_DIR, not encoded again.
    await server.stop();
    server = await startServer({ port: PORT, dataDir });
    const afterRestart = await get("after a restart");
    expect(afterRestart.headers()["x-cache"]).toBe("HIT");
    expect((await afterRestart.body()).equals(pixels)).toBe(true);
    expect(storedVariants()).toBe(2);
  });

  test("a request abandoned at once holds up nobody asking for the same variant", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    server = await startServer({ port: PORT, dataDir });
    const port = PORT;
    // Sent, then the connection reset as soon as the bytes are out: the server learns the
    // client has gone while it is still looking for the variant in its store.
    const abandon = (target: string) =>
      new Promise<void>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => {
          socket.write(
            `GET ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nAccept: ${BROWSER_ACCEPT}\r\n\r\n`,
            () => {
              socket.resetAndDestroy();
              resolve();
            },
          );
        });
        socket.once("error", reject);
      });
    const widths = [640, 768, 1024, 1280, 1600, 1920];
    const target = (width: number) => `/_next/image?url=${source}&w=${width}&q=75`;
    for (let round = 0; round < 5; round += 1) {
      await Promise.all(widths.map((width) => abandon(target(width))));
    }
    // Every variant is still served, well within the test's time (a held claim never is).
    for (const width of widths) {
      const answer = await request.get(`${server.baseURL}${target(width)}`, {
        headers: { accept: BROWSER_ACCEPT },
        timeout: 30_000,
      });
      expect(answer.status()).toBe(200);
    }
  });
});
