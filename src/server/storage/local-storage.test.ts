import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalDirectoryStorage } from "./local-storage";
import { mediaContentType } from "./media-storage";

async function keysOf(storage: LocalDirectoryStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys;
}

describe("LocalDirectoryStorage", () => {
  let root: string;
  beforeEach(() => {
    root = path.join(mkdtempSync(path.join(tmpdir(), "kursi-storage-")), "uploads");
  });
  afterEach(() => rmSync(path.dirname(root), { recursive: true, force: true }));

  it("stores and returns bytes, creating its directory, leaving no temporary files", async () => {
    const storage = new LocalDirectoryStorage(root);
    expect(await storage.get("a1.webp")).toBeUndefined();
    await storage.put("a1.webp", Buffer.from("one"));
    await storage.put("a1.webp", Buffer.from("two"));
    expect(Buffer.from((await storage.get("a1.webp")) ?? []).toString()).toBe("two");
    expect(readdirSync(root)).toEqual(["a1.webp"]);
  });

  it("lists what it stores, and nothing before its directory exists", async () => {
    const storage = new LocalDirectoryStorage(root);
    expect(await keysOf(storage)).toEqual([]);
    await storage.put("b2.webp", Buffer.from("b"));
    await storage.put("a1.png", Buffer.from("a"));
    expect((await keysOf(storage)).sort()).toEqual(["a1.png", "b2.webp"]);
  });

  it("refuses keys that could leave its directory or hide files", async () => {
    const storage = new LocalDirectoryStorage(root);
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
  });

  it("names the content type from the extension", () => {
    expect(mediaContentType("a.webp")).toBe("image/webp");
    expect(mediaContentType("a.jpg")).toBe("image/jpeg");
  });
});
