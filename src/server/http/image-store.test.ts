import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DiskImageStore, imageStoreDir, type ImageStore, ImageVariants } from "./image-store";
import type { StoredResponse } from "./response-cache";

const entry = (body: string, expiresAt = Date.now() + 60_000): StoredResponse => ({
  path: "/_next/image",
  status: 200,
  headers: { "content-type": "image/avif", etag: '"abc"', "cache-control": "public, max-age=60" },
  body: Buffer.from(body),
  expiresAt,
});

describe("optimised images on disk", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "kursi-images-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("are read back by a new store on the same directory (a restart), until they expire", async () => {
    const dir = await imageStoreDir(dataDir, "build-1");
    await new DiskImageStore(dir).put("variant", entry("pixels", 5_000));
    const reopened = new DiskImageStore(dir);
    expect(await reopened.get("variant", 4_999)).toEqual(entry("pixels", 5_000));
    expect(await reopened.get("variant", 5_000)).toBeUndefined();
    expect(await reopened.get("another variant", 0)).toBeUndefined();
    expect(await reopened.count()).toBe(1);
  });

  it("belong to one build: another build's are removed when the server starts", async () => {
    const old = await imageStoreDir(dataDir, "build-1");
    await new DiskImageStore(old).put("variant", entry("old pixels"));
    const current = await imageStoreDir(dataDir, "build-2");
    expect(existsSync(old)).toBe(false);
    expect(await new DiskImageStore(current).get("variant")).toBeUndefined();
  });

  it("ignore a damaged file", async () => {
    const dir = path.join(dataDir, "images");
    mkdirSync(dir);
    const store = new DiskImageStore(dir);
    await store.put("variant", entry("pixels"));
    writeFileSync(path.join(dir, readdirSync(dir)[0]!), "\u0000\u0000\u0000\u0010{not json");
    expect(await store.get("variant")).toBeUndefined();
  });
});

describe("one encode per variant", () => {
  /** A store in memory that counts writes: each put is one encode that reached it. */
  const countingStore = () => {
    const entries = new Map<string, StoredResponse>();
    const store: ImageStore & { puts: number } = {
      puts: 0,
      get: async (key) => entries.get(key),
      put: async (key, value) => {
        store.puts += 1;
        entries.set(key, value);
      },
    };
    return store;
  };

  it("lets one of many simultaneous requests encode; the others get its result", async () => {
    const store = countingStore();
    const variants = new ImageVariants(store);
    let encodes = 0;
    const request = async () => {
      const claim = await variants.acquire("variant");
      if (claim.hit) return claim.hit.body.toString();
      encodes += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await claim.release(entry("encoded"));
      return "encoded here";
    };
    const results = await Promise.all(Array.from({ length: 10 }, request));
    expect(encodes).toBe(1);
    expect(store.puts).toBe(1);
    expect(results.filter((result) => result === "encoded")).toHaveLength(9);
  });

  it("lets the next request try when an encode stored nothing", async () => {
    const variants = new ImageVariants(countingStore());
    const first = await variants.acquire("variant");
    const second = variants.acquire("variant");
    if (first.hit) throw new Error("unexpected hit");
    await first.release();
    const claim = await second;
    expect(claim.hit).toBeUndefined();
  });
});
