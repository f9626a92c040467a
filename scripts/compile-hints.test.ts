import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, startupChunks, withCompileHint } from "./compile-hints";

describe("withCompileHint", () => {
  it("puts V8's magic comment on the first line", () => {
    const hinted = withCompileHint("(globalThis.TURBOPACK||[]).push([1]);");
    expect(hinted.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(hinted).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1]);`);
  });

  it("adds it once however often the build step runs", () => {
    const once = withCompileHint("run();");
    expect(withCompileHint(once)).toBe(once);
  });
});

describe("startupChunks", () => {
  const buildManifest = {
    rootMainFiles: ["static/chunks/main.js", "static/chunks/react-dom.js"],
    polyfillFiles: ["static/chunks/polyfills.js"],
  };

  it("lists the root main files and every route's entry files once, in order", () => {
    const chunks = startupChunks(buildManifest, [
      {
        "/(site)/page": {
          entryJSFiles: {
            "[project]/src/app/layout": ["static/chunks/layout.js"],
            "[project]/src/app/(site)/page": ["static/chunks/layout.js", "static/chunks/home.js"],
          },
        },
      },
      {
        "/admin/page": {
          entryJSFiles: { "[project]/src/app/admin/page": ["static/chunks/admin.js"] },
        },
      },
    ]);
    expect(chunks).toEqual([
      "static/chunks/admin.js",
      "static/chunks/home.js",
      "static/chunks/layout.js",
      "static/chunks/main.js",
      "static/chunks/react-dom.js",
    ]);
  });

  it("leaves out polyfills, which modern browsers never run, and stylesheets", () => {
    const chunks = startupChunks(buildManifest, [
      {
        "/page": {
          entryJSFiles: { page: ["static/chunks/polyfills.js", "static/chunks/page.css"] },
        },
      },
    ]);
    expect(chunks).toEqual(["static/chunks/main.js", "static/chunks/react-dom.js"]);
  });

  it("refuses a build manifest without root main files rather than marking nothing", () => {
    expect(() => startupChunks({}, [])).toThrow(/root main files/);
  });
});

describe("addCompileHints", () => {
  let distDir = "";

  afterEach(async () => {
    if (distDir) await rm(distDir, { recursive: true, force: true });
  });

  async function write(relative: string, content: string) {
    const file = path.join(distDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }

  it("marks the startup chunks of a build and leaves chunks loaded on demand alone", async () => {
    distDir = await mkdtemp(path.join(tmpdir(), "compile-hints-"));
    await write(
      "build-manifest.json",
      JSON.stringify({ rootMainFiles: ["static/chunks/main.js"], polyfillFiles: [] }),
    );
    // The shape Next.js writes: a script that assigns to globalThis.__RSC_MANIFEST.
    await write(
      "server/app/(site)/work/page_client-reference-manifest.js",
      `globalThis.__RSC_MANIFEST = (globalThis.__RSC_MANIFEST || {});
       globalThis.__RSC_MANIFEST["/(site)/work/page"] = {"entryJSFiles":{"[project]/src/app/(site)/work/page":["static/chunks/work.js"]}};`,
    );
    await write("static/chunks/main.js", "main();");
    await write("static/chunks/work.js", "work();");
    await write("static/chunks/video-modal.js", "modal();");

    expect(await addCompileHints(distDir)).toEqual([
      "static/chunks/main.js",
      "static/chunks/work.js",
    ]);
    const read = (chunk: string) => readFile(path.join(distDir, "static/chunks", chunk), "utf8");
    expect(await read("main.js")).toBe(`${COMPILE_HINT}main();`);
    expect(await read("work.js")).toBe(`${COMPILE_HINT}work();`);
    expect(await read("video-modal.js")).toBe("modal();");
  });

  it("fails when the build has no client reference manifests", async () => {
    distDir = await mkdtemp(path.join(tmpdir(), "compile-hints-"));
    await write(
      "build-manifest.json",
      JSON.stringify({ rootMainFiles: ["static/chunks/main.js"] }),
    );
    await mkdir(path.join(distDir, "server", "app"), { recursive: true });
    await expect(addCompileHints(distDir)).rejects.toThrow(/client reference manifests/);
  });
});
