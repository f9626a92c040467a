import { describe, expect, it } from "vitest";
import { isDecodablePath } from "./request-target";

describe("isDecodablePath", () => {
  it("accepts plain and well-encoded paths, whatever the query says", () => {
    for (const url of [
      "/",
      "/thought-hub/abc",
      "/thought-hub/%E0%A4%95",
      "/a%20b",
      "/search?q=%",
      "/x?q=%FF#%",
      undefined,
    ]) {
      expect(isDecodablePath(url), String(url)).toBe(true);
    }
  });

  it("refuses a stray %, a cut escape and bytes that are not UTF-8", () => {
    for (const url of [
      "/thought-hub/%",
      "/%FF",
      "/thought-hub/%E0%A4%A",
      "/%zz",
      "/uploads/%FF.webp?x=1",
    ]) {
      expect(isDecodablePath(url), url).toBe(false);
    }
  });
});
