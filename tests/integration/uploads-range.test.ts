import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startS3Server, type S3TestServer } from "../support/s3-server";

/*
 * Uploaded media served from /uploads/ (videos above all) are streamed from the storage, never
 * read whole into memory per request, and a Range request gets just its bytes (206), as a
 * browser seeking in a video asks; a range that cannot be served gets 416. For both drivers:
 * the local directory and an S3-compatible bucket on a real S3-protocol server on loopback.
 */

let s3: S3TestServer;
const dataDir = mkdtempSync(path.join(tmpdir(), "kursi-range-"));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const KEY = "0123456789abcdef0123456789abcdef.mp4";
/** Large enough that reading it whole would show in the process's memory. */
const BIG = 48 * 1024 * 1024;
const MB = 1024 * 1024;

type Setup = () => Promise<Record<string, string>>;
const drivers: Array<{ name: string; env: Setup }> = [
  { name: "local directory", env: async () => ({ STORAGE: "local", DATA_DIR: dataDir }) },
  {
    name: "S3 bucket",
    env: async () => {
      const bucket = await s3.createBucket();
      return {
        STORAGE: "s3",
        S3_BUCKET: bucket.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: bucket.region,
        S3_ACCESS_KEY_ID: bucket.accessKeyId ?? "",
        S3_SECRET_ACCESS_KEY: bucket.secretAccessKey ?? "",
        S3_FORCE_PATH_STYLE: "true",
      };
    },
  },
];

describe.each(drivers)("/uploads/ from the $name", ({ env }) => {
  const video = randomBytes(BIG);
  let serve: (headers?: Record<string, string>, key?: string) => Promise<Response>;

  beforeAll(async () => {
    vi.resetModules();
    for (const [name, value] of Object.entries(await env())) vi.stubEnv(name, value);
    const { getMediaStorage } = await import("@/server/storage/storage");
    await getMediaStorage().put(KEY, video);
    const { GET } = await import("@/app/uploads/[...path]/route");
    serve = (headers = {}, key = KEY) =>
      GET(new Request(`http://localhost/uploads/${key}`, { headers }), {
        params: Promise.resolve({ path: [key] }),
      });
  }, 60_000);
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it("streams the whole file, saying it takes ranges, without holding it in memory", async () => {
    const before = process.memoryUsage().arrayBuffers;
    const response = await serve();
    expect(response.status).toBe(200);
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("content-length")).toBe(String(BIG));
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(response.headers.get("etag")).toBe(`"${KEY}"`);
    // The first bytes arrive while the rest is still in the storage.
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.value!.length).toBeLessThan(8 * MB);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * MB);
    let received = first.value!.length;
    const hash = [Buffer.from(first.value!)];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      received += chunk.value.length;
      if (hash.length < 4) hash.push(Buffer.from(chunk.value));
    }
    expect(received).toBe(BIG);
    const start = Buffer.concat(hash);
    expect(start.equals(video.subarray(0, start.length))).toBe(true);
  });

  it("answers a range with 206 and just its bytes", async () => {
    const response = await serve({ range: "bytes=1000-1999" });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 1000-1999/${BIG}`);
    expect(response.headers.get("content-length")).toBe("1000");
    expect((await bytes(response)).equals(video.subarray(1000, 2000))).toBe(true);
  });

  it("answers open, suffix and overlong ranges as RFC 9110 says", async () => {
    const open = await serve({ range: `bytes=${BIG - 10}-` });
    expect(open.status).toBe(206);
    expect(open.headers.get("content-range")).toBe(`bytes ${BIG - 10}-${BIG - 1}/${BIG}`);
    expect((await bytes(open)).equals(video.subarray(BIG - 10))).toBe(true);

    const suffix = await serve({ range: "bytes=-7" });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get("content-range")).toBe(`bytes ${BIG - 7}-${BIG - 1}/${BIG}`);
    expect((await bytes(suffix)).equals(video.subarray(BIG - 7))).toBe(true);

    const overlong = await serve({ range: `bytes=${BIG - 3}-${BIG * 2}` });
    expect(overlong.status).toBe(206);
    expect(overlong.headers.get("content-range")).toBe(`bytes ${BIG - 3}-${BIG - 1}/${BIG}`);
    expect(await bytes(overlong)).toHaveLength(3);
  });

  it("answers 416 with the size for a range it cannot serve", async () => {
    for (const range of [
      `bytes=${BIG}-`,
      `bytes=${BIG + 5}-${BIG + 9}`,
      "bytes=9-3",
      "bytes=x-y",
      "bytes=-0",
    ]) {
      const response = await serve({ range });
      expect(response.status, range).toBe(416);
      expect(response.headers.get("content-range"), range).toBe(`bytes */${BIG}`);
      expect(await bytes(response)).toHaveLength(0);
    }
  });

  it("sends the whole file for ranges it does not serve: other units, several ranges, a stale If-Range", async () => {
    const ignored: Record<string, string>[] = [
      { range: "items=0-1" },
      { range: "bytes=0-1,5-6" },
      { range: "bytes=0-1", "if-range": '"another.mp4"' },
    ];
    for (const headers of ignored) {
      const response = await serve(headers);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-length")).toBe(String(BIG));
      await response.body!.cancel();
    }
    const current = await serve({ range: "bytes=0-1", "if-range": `"${KEY}"` });
    expect(current.status).toBe(206);
    expect(await bytes(current)).toHaveLength(2);
  });

  it("answers HEAD with the headers alone", async () => {
    const { HEAD } = await import("@/app/uploads/[...path]/route");
    const head = await HEAD(new Request(`http://localhost/uploads/${KEY}`, { method: "HEAD" }), {
      params: Promise.resolve({ path: [KEY] }),
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(BIG));
    expect(head.headers.get("accept-ranges")).toBe("bytes");
    expect(head.body).toBeNull();
  });

  it("answers 404, not cached, for a key it does not hold, range or not", async () => {
    for (const headers of [{}, { range: "bytes=0-1" }] as Record<string, string>[]) {
      const response = await serve(headers, "fedcba9876543210fedcba9876543210.mp4");
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});
