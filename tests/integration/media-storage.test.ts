import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalDirectoryStorage } from "@/server/storage/local-storage";
import type { MediaStorage } from "@/server/storage/media-storage";
import { S3Storage } from "@/server/storage/s3-storage";
import { startS3Server, type S3TestServer } from "../support/s3-server";

/*
 * The contract every media storage keeps, run against each driver: the local directory and
 * an S3-compatible bucket on a real S3-protocol server on loopback (docs/decisions/0021).
 */

let s3: S3TestServer;
const directories: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const dir of directories) rmSync(dir, { recursive: true, force: true });
});

type Driver = { name: string; create: (listPageSize?: number) => Promise<MediaStorage> };
const drivers: Driver[] = [
  {
    name: "local directory",
    create: async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "kursi-storage-"));
      directories.push(dir);
      return new LocalDirectoryStorage(path.join(dir, "uploads"));
    },
  },
  {
    name: "S3 bucket",
    create: async (listPageSize) => new S3Storage({ ...(await s3.createBucket()), listPageSize }),
  },
];

async function keysOf(storage: MediaStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys.sort();
}

describe.each(drivers)("media storage: $name", ({ create }) => {
  it("stores and returns bytes, and storing a key again replaces them", async () => {
    const storage = await create();
    expect(await storage.get("a1.webp")).toBeUndefined();
    await storage.put("a1.webp", Buffer.from("one"));
    await storage.put("a1.webp", Buffer.from("two"));
    expect(Buffer.from((await storage.get("a1.webp")) ?? []).toString()).toBe("two");
  });

  it("returns binary content of several megabytes unchanged", async () => {
    const storage = await create();
    const body = randomBytes(3 * 1024 * 1024 + 7);
    await storage.put("big.png", body);
    expect(Buffer.from((await storage.get("big.png")) ?? []).equals(body)).toBe(true);
    await storage.put("empty.gif", new Uint8Array());
    expect((await storage.get("empty.gif"))?.byteLength).toBe(0);
  });

  it("deletes a file, and deleting one that is not there is no error", async () => {
    const storage = await create();
    await storage.put("gone1.webp", Buffer.from("one"));
    await storage.put("kept1.webp", Buffer.from("two"));
    await storage.delete("gone1.webp");
    await storage.delete("gone1.webp");
    expect(await storage.get("gone1.webp")).toBeUndefined();
    expect(await storage.size("gone1.webp")).toBeUndefined();
    expect(await keysOf(storage)).toEqual(["kept1.webp"]);
    await expect(storage.delete("../x.webp")).rejects.toThrow(/invalid media key/);
  });

  it("lists every key it stores, over as many pages as it takes, and nothing else", async () => {
    const storage = await create(2);
    expect(await keysOf(storage)).toEqual([]);
    const keys = ["a1.png", "b2.webp", "c3.jpg", "d4.gif", "e5.avif"];
    for (const key of keys) await storage.put(key, Buffer.from(key));
    expect(await keysOf(storage)).toEqual(keys);
  });

  it("refuses keys that could leave its place or hide files", async () => {
    const storage = await create();
    for (const key of [
      "../x.webp",
      "a/b.webp",
      ".hidden.webp",
      "x.html",
      "x.webp/..",
      "",
      "X.WEBP",
    ]) {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(/invalid media key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid media key/);
    }
    expect(await keysOf(storage)).toEqual([]);
  });
});

describe("media storage: S3 bucket, when the store fails", () => {
  it("is an error, not a missing file", async () => {
    const storage = new S3Storage({ ...(await s3.createBucket()), bucket: "no-such-bucket" });
    await expect(storage.get("a1.webp")).rejects.toThrow(/bucket/i);
    await expect(storage.put("a1.webp", Buffer.from("x"))).rejects.toThrow(/bucket/i);
  });
});
