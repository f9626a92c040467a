import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServer } from "./support/server-process";

/*
 * The image optimiser behind the production server (docs/decisions/0031): a source spelled
 * any other way than next/image spells it is refused before anything is encoded, so nobody can
 * make it encode (and store) one file as many variants; each real variant is encoded once, into
 * the optimiser's own cache (Next.js says so with X-Nextjs-Cache), even when the client that
 * asked for it has gone.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE = `http://localhost:${PORT}`;
const AVIF_FIRST = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const WEBP_ONLY = "image/webp,*/*;q=0.8";
/** Far longer than one encode takes on a loaded two-core machine (well under a second alone). */
const ENCODE_GRACE_MS = 10_000;
const WIDTHS = [64, 128, 256, 384, 640, 768, 1024, 1280, 1600, 1920];
const SOURCES = [
  "/media/blog/post-1.webp",
  "/media/blog/post-2.webp",
  "/media/blog/post-3.webp",
  "/media/blog/post-4.webp",
  "/media/blog/post-5.webp",
];

const imageUrl = (source: string, width = 1920) =>
  `/_next/image?url=${encodeURIComponent(source)}&w=${width}&q=75`;

test.describe("optimised images", () => {
  // One after another: the bounded server below shares the optimiser's cache directory (the
  // build's) and, starting, evicts what it finds there beyond its cap, which would turn the
  // HITs above into MISSes if they ran at the same time.
  test.describe.configure({ mode: "serial" });
  const stopAfterwards: (() => Promise<void>)[] = [];
  test.afterAll(async () => {
    for (const stop of stopAfterwards) await stop();
  });

  test("every other spelling of a source is refused before it is encoded", async ({ request }) => {
    const file = "/media/works/brand-identity.webp";
    const spellings = [
      ...Array.from({ length: 20 }, (_, i) => `/media/works/x${i}/../brand-identity.webp`),
      ...Array.from(
        { length: 5 },
        (_, i) => `/media/works/${"./".repeat(i + 1)}brand-identity.webp`,
      ),
      "/media//works/brand-identity.webp",
      "/media/works/brand%2Didentity.webp",
      "/media/works/brand-identity%2Ewebp",
      "/media/%77orks/brand-identity.webp",
      "/media/works/brand-identity.webp?v=1",
      "/media/works/brand-identity.webp#top",
      "/media\\works\\brand-identity.webp",
      "/media/works/brand-identity.webp/.",
      "/media/works/brand-identity.webp/..",
      "//localhost/media/works/brand-identity.webp",
      `http://localhost:${PORT}${file}`,
      `https://evil.example${file}`,
      "/uploads/../media/works/brand-identity.webp",
      "/data/site.db",
      "/_next/static/chunks/x.js",
    ];
    expect(spellings).toHaveLength(40);
    for (const spelling of spellings) {
      const answer = await request.get(`${BASE}${imageUrl(spelling)}`, {
        headers: { accept: AVIF_FIRST },
      });
      expect(answer.status(), spelling).toBe(400);
    }
    // Anything but exactly url, w and q once each, or a width the site never asks for.
    for (const query of [
      `url=${encodeURIComponent(file)}&w=1920&q=75&z=1`,
      `url=${encodeURIComponent(file)}&w=1920&w=1920&q=75`,
      `url=${encodeURIComponent(file)}&w=1921&q=75`,
      `url=${encodeURIComponent(file)}&w=1920&q=74`,
    ]) {
      expect((await request.get(`${BASE}/_next/image?${query}`)).status(), query).toBe(400);
    }
    expect((await request.post(`${BASE}${imageUrl(file)}`)).status()).toBe(405);
    // The one spelling next/image writes is served.
    const canonical = await request.get(`${BASE}${imageUrl(file)}`, {
      headers: { accept: AVIF_FIRST },
    });
    expect(canonical.status()).toBe(200);
    expect(canonical.headers()["content-type"]).toBe("image/avif");
  });

  test("each of 100 variants (source, width, format) is encoded once", async ({ request }) => {
    test.setTimeout(300_000);
    const variants = SOURCES.flatMap((source) =>
      WIDTHS.flatMap((width) =>
        [AVIF_FIRST, WEBP_ONLY].map((accept) => ({ url: imageUrl(source, width), accept })),
      ),
    );
    expect(variants).toHaveLength(100);
    for (const { url, accept } of variants) {
      const first = await request.get(`${BASE}${url}`, { headers: { accept } });
      expect(first.status(), url).toBe(200);
      const type = accept === WEBP_ONLY ? "image/webp" : "image/avif";
      expect(first.headers()["content-type"], url).toBe(type);
      // Asked again (and as a HEAD, and with another spelling of the same Accept): from the cache.
      for (const [method, headers] of [
        ["GET", { accept }],
        ["HEAD", { accept }],
        ["GET", { accept: accept === WEBP_ONLY ? "image/webp" : "image/avif,*/*" }],
      ] as const) {
        const again = await request.fetch(`${BASE}${url}`, { method, headers });
        expect(again.headers()["x-nextjs-cache"], `${method} ${url} ${headers.accept}`).toBe("HIT");
      }
    }
  });

  test("an encode is kept when the client that asked for it is gone at once", async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const target = imageUrl("/media/blog/post-6.webp", 1600);
    // Sent, then the connection reset as soon as the bytes are out.
    await new Promise<void>((resolve, reject) => {
      const socket = connect(PORT, "127.0.0.1", () => {
        socket.write(
          `GET ${target} HTTP/1.1\r\nHost: localhost:${PORT}\r\nAccept: ${WEBP_ONLY}\r\n\r\n`,
          () => {
            socket.resetAndDestroy();
            resolve();
          },
        );
      });
      socket.once("error", reject);
    });
    // The encode goes on without its client and is stored: the next request, once it has had
    // ample time, finds it in the cache (a request before then would encode it itself).
    await new Promise((resolve) => setTimeout(resolve, ENCODE_GRACE_MS));
    const next = await request.get(`${BASE}${target}`, { headers: { accept: WEBP_ONLY } });
    expect(next.status()).toBe(200);
    expect(next.headers()["x-nextjs-cache"]).toBe("HIT");
  });

  test("the disk cache stays within IMAGE_CACHE_MB, least recently used out first", async () => {
    test.setTimeout(300_000);
    // A server of its own with a 1 MiB cap, and sources no other server ever asks for: uploads
    // named for this run (the optimiser's cache directory is the build's, shared by every server
    // started from it, and one that finds an entry on disk serves it).
    const dataDir = mkdtempSync(path.join(tmpdir(), "kursi-image-cap-"));
    const run = Date.now().toString(36);
    const photographs = ["blog", "works"].flatMap((folder) =>
      readdirSync(path.join("public/media", folder)).map((file) =>
        path.join("public/media", folder, file),
      ),
    );
    const sources: string[] = [];
    mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
    for (const copy of [1, 2, 3]) {
      photographs.forEach((file, index) => {
        const key = `cap-${run}-${copy}-${index}.webp`;
        copyFileSync(file, path.join(dataDir, "uploads", key));
        sources.push(`/uploads/${key}`);
      });
    }
    const server = await startServer({ port: PORT + 88, dataDir, env: { IMAGE_CACHE_MB: "1" } });
    // Stopped even when the test times out (a finally block would not run then).
    stopAfterwards.push(async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const get = (url: string) =>
      fetch(`${server.baseURL}${url}`, { headers: { accept: WEBP_ONLY } });
    // Each source at two large widths, in order: well over 1 MiB of encodes.
    const sent: { url: string; bytes: number }[] = [];
    for (const source of sources) {
      for (const width of [1920, 1600]) {
        const url = imageUrl(source, width);
        const answer = await get(url);
        expect(answer.status, url).toBe(200);
        sent.push({ url, bytes: (await answer.arrayBuffer()).byteLength });
      }
    }
    expect(sent.reduce((sum, { bytes }) => sum + bytes, 0)).toBeGreaterThan(2 * 1024 * 1024);
    // Newest first: what is still cached is the most recent run of variants, and it fits in
    // 1 MiB; the oldest have gone.
    let keptBytes = 0;
    let kept = 0;
    for (const { url, bytes } of [...sent].reverse()) {
      const again = await get(url);
      await again.arrayBuffer();
      if (again.headers.get("x-nextjs-cache") !== "HIT") break;
      kept += 1;
      keptBytes += bytes;
    }
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(sent.length);
    expect(keptBytes).toBeLessThanOrEqual(1024 * 1024);
  });
});
