import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalDirectoryStorage } from "./local-storage";
import { mediaContentType } from "./media-storage";

// What every driver does is in tests/integration/media-storage.test.ts; this is the directory's own.
describe("LocalDirectoryStorage", () => {
  let root: string;
  beforeEach(() => {
    root = path.join(mkdtempSync(path.join(tmpdir(), "kursi-storage-")), "uploads");
  });
  afterEach(() => rmSync(path.dirname(root), { recursive: true, force: true }));

  it("creates its directory and leaves no temporary files", async () => {
    const storage = new LocalDirectoryStorage(root);
    await storage.put("a1.webp", Buffer.from("one"));
    await storage.put("a1.webp", Buffer.from("two"));
    expect(readdirSync(root)).toEqual(["a1.webp"]);
  });

  it("names the content type from the extension", () => {
    expect(mediaContentType("a.webp")).toBe("image/webp");
    expect(mediaContentType("a.jpg")).toBe("image/jpeg");
  });
});
