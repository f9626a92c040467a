import { describe, expect, it } from "vitest";
import { withCompileHint } from "./compile-hints";

describe("compile hints", () => {
  const chunk = Buffer.from('"use strict";(self.TURBOPACK||=[]).push([]);');
  const hinted = (path: string, type: string) =>
    withCompileHint(path, type, chunk)
      .toString("utf8")
      .startsWith("//# allFunctionsCalledOnLoad\n");

  it("go on Next.js's script chunks and nothing else", () => {
    const js = "application/javascript; charset=UTF-8";
    expect(hinted("/_next/static/chunks/0f3a9c1d2b.js", js)).toBe(true);
    expect(hinted("/_next/static/chunks/app/layout-4e1f.js", "text/javascript")).toBe(true);
    expect(hinted("/_next/static/chunks/0f3a9c1d2b.css", "text/css")).toBe(false);
    expect(hinted("/_next/static/media/font.woff2", "font/woff2")).toBe(false);
    expect(hinted("/_next/static/chunks/0f3a.js.map", "application/json")).toBe(false);
    expect(hinted("/sw.js", js)).toBe(false);
    expect(hinted("/_next/static/chunks/x.js", "text/html")).toBe(false);
  });

  it("put the hint on the first line, once, and leave other bodies as they are", () => {
    const once = withCompileHint("/_next/static/chunks/a.js", "text/javascript", chunk);
    expect(once.toString("utf8")).toBe(
      '//# allFunctionsCalledOnLoad\n"use strict";(self.TURBOPACK||=[]).push([]);',
    );
    expect(withCompileHint("/_next/static/chunks/a.js", "text/javascript", once)).toBe(once);
    expect(withCompileHint("/_next/static/chunks/a.css", "text/css", chunk)).toBe(chunk);
  });
});
