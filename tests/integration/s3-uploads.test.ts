import { HeadObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startS3Server } from "../support/s3-server";

/*
 * Uploads with STORAGE=s3, against a real S3-protocol server on loopback: the same checks
 * before storing (the bytes sniffed, the image re-encoded), and the same headers when served
 * from /uploads/ as from the local disk (docs/decisions/0021).
 */

const s3 = await startS3Server();
const bucket = await s3.createBucket();
afterAll(() => s3.close());

async function configure(extra: Record<string, string> = {}) {
  vi.resetModules();
  const variables = {
    STORAGE: "s3",
    S3_BUCKET: bucket.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: bucket.region,
    S3_ACCESS_KEY_ID: bucket.accessKeyId ?? "",
    S3_SECRET_ACCESS_KEY: bucket.secretAccessKey ?? "",
    S3_FORCE_PATH_STYLE: "true",
    S3_PUBLIC_BASE_URL: "",
    IMAGE_REMOTE_HOSTS: "",
    ...extra,
  };
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  const { storeImage } = await import("@/server/media/store-image");
  const { GET } = await import("@/app/uploads/[...path]/route");
  const serve = (key: string) =>
    GET(new Request(`http://localhost/uploads/${key}`), {
      params: Promise.resolve({ path: [key] }),
    });
  return { storeImage, serve };
}

const png = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: "#c0ffee" } })
    .png()
    .toBuffer();

async function bucketKeys(): Promise<string[]> {
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: bucket.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? "");
}

describe("uploads stored in an S3 bucket", () => {
  it("are re-encoded, stored in the bucket and served from /uploads/ with the usual headers", async () => {
    const { storeImage, serve } = await configure();
    const stored = await storeImage(await png());
    expect(stored).toMatchObject({ width: 300, height: 200 });
    const key = stored.url.replace(/^\/uploads\//, "");
    expect(key).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(await bucketKeys()).toContain(key);

    const head = await s3.client.send(new HeadObjectCommand({ Bucket: bucket.bucket, Key: key }));
    expect(head.ContentType).toBe("image/webp");
    expect(head.CacheControl).toBe("public, max-age=31536000, immutable");

    const response = await serve(key);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      etag: `"${key}"`,
    });
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 4).toString()).toBe("RIFF");
    expect(body.subarray(8, 12).toString()).toBe("WEBP");
    expect(response.headers.get("content-length")).toBe(String(body.length));
  });

  it("refuses what is not an image before anything reaches the bucket", async () => {
    const { storeImage } = await configure();
    const before = await bucketKeys();
    await expect(storeImage(Buffer.from("<svg onload=alert(1)></svg>"))).rejects.toThrow(
      /Upload a JPEG, PNG, WebP, AVIF or GIF image/,
    );
    expect(await bucketKeys()).toEqual(before);
  });

  it("answers 404, not cached, for a key the bucket does not hold", async () => {
    const { serve } = await configure();
    const response = await serve("0123456789abcdef0123456789abcdef.webp");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("links new uploads to S3_PUBLIC_BASE_URL when the bucket is served publicly", async () => {
    const { storeImage, serve } = await configure({
      S3_PUBLIC_BASE_URL: "https://media.example.com/site/",
      IMAGE_REMOTE_HOSTS: "media.example.com",
    });
    const stored = await storeImage(await png());
    expect(stored.url).toMatch(/^https:\/\/media\.example\.com\/site\/[0-9a-f]{32}\.webp$/);
    // The site's own address for it keeps working.
    const key = stored.url.slice(stored.url.lastIndexOf("/") + 1);
    expect((await serve(key)).status).toBe(200);
  });
});
