import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resetRuntimeCaches } from "./runtime-cache";

describe("resetRuntimeCaches", () => {
  let distDir = "";
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it("empties on-demand pages and cached data, keeping build outputs and images", () => {
    distDir = mkdtempSync(path.join(tmpdir(), "kursi-dist-"));
    const files = {
      runtimePage: "server/route-cache/APP_PAGE/abc/$/thought-hub/page/1.html",
      cachedData: "cache/fetch-cache/82c8f77b",
      buildPage: "server/app/about.html",
      image: "cache/images/key/2592000.1.etag.avif",
    };
    for (const file of Object.values(files)) {
      mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
      writeFileSync(path.join(distDir, file), "x");
    }
    resetRuntimeCaches(distDir);
    expect(existsSync(path.join(distDir, files.runtimePage))).toBe(false);
    expect(existsSync(path.join(distDir, files.cachedData))).toBe(false);
    expect(existsSync(path.join(distDir, files.buildPage))).toBe(true);
    expect(existsSync(path.join(distDir, files.image))).toBe(true);
    // Nothing to remove is not an error.
    expect(() => resetRuntimeCaches(distDir)).not.toThrow();
  });
});
