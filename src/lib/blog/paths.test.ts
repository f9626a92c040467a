import { describe, expect, it } from "vitest";
import { blogPageHref, postHref } from "./paths";

describe("blog paths", () => {
  it("gives page 1 the hub's own address", () => {
    expect(blogPageHref(1)).toBe("/thought-hub");
    expect(blogPageHref(2)).toBe("/thought-hub/page/2");
    expect(postHref("AbC123")).toBe("/thought-hub/AbC123");
  });
});
