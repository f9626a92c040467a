import { describe, expect, it } from "vitest";
import { decideRoute } from "./routes";

describe("decideRoute", () => {
  it("serves the site's pages", () => {
    for (const path of ["/", "/about", "/work", "/thought-hub", "/contact", "/privacy", "/admin"]) {
      expect(decideRoute(path)).toEqual({ kind: "page" });
    }
    expect(decideRoute("/about/")).toEqual({ kind: "page" });
    expect(decideRoute("/thought-hub/AbCdEfGhIjKlMnOpQrSt")).toEqual({ kind: "page" });
    expect(decideRoute("/BrandIdentity")).toEqual({ kind: "page" });
    expect(decideRoute("/NicheEmerging")).toEqual({ kind: "page" });
  });

  it("redirects other casings of a category path permanently to the canonical one", () => {
    expect(decideRoute("/brandidentity")).toEqual({
      kind: "redirect",
      location: "/BrandIdentity",
      permanent: true,
    });
    expect(decideRoute("/FINANCE")).toEqual({ kind: "redirect", location: "/Finance", permanent: true });
  });

  it("serves the Thought Hub's later pages, and page 1 only at /thought-hub", () => {
    expect(decideRoute("/thought-hub/page/2")).toEqual({ kind: "page" });
    expect(decideRoute("/thought-hub/page/12")).toEqual({ kind: "page" });
    expect(decideRoute("/thought-hub/page/1")).toEqual({
      kind: "redirect",
      location: "/thought-hub",
      permanent: true,
    });
    for (const path of ["/thought-hub/page/0", "/thought-hub/page/02", "/thought-hub/page/x"]) {
      expect(decideRoute(path)).toEqual({ kind: "redirect", location: "/", permanent: false });
    }
  });

  it("sends unknown paths home, temporarily", () => {
    for (const path of ["/nope", "/about/team", "/thought-hub/a/b", "/Brand-Identity"]) {
      expect(decideRoute(path)).toEqual({ kind: "redirect", location: "/", permanent: false });
    }
  });
});
