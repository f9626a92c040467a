import { describe, expect, it } from "vitest";
import { decideRoute, notFoundScreen, routeTemplate } from "./decide-route";

describe("decideRoute", () => {
  it("serves the site's pages", () => {
    for (const path of ["/", "/about", "/work", "/thought-hub", "/contact", "/privacy", "/admin"]) {
      expect(decideRoute(path)).toEqual({ kind: "page" });
    }
    expect(decideRoute("/about/")).toEqual({ kind: "page" });
    expect(decideRoute("/thought-hub/AbCdEfGhIjKlMnOpQrSt")).toEqual({ kind: "page" });
    // An unknown post answers 404 from its page (with a way back), not a redirect.
    expect(decideRoute("/thought-hub/no-such-post")).toEqual({ kind: "page" });
    expect(decideRoute("/feed.xml")).toEqual({ kind: "page" });
    expect(decideRoute("/uploads/ab/cd.webp")).toEqual({ kind: "page" });
  });

  it("leaves the share card of a category page to its route (a generated image with a content hash)", () => {
    expect(decideRoute("/BrandIdentity/opengraph-image")).toEqual({ kind: "page" });
    expect(decideRoute("/Finance/opengraph-image-1x2y3z")).toEqual({ kind: "page" });
    expect(decideRoute("/Finance/opengraph-imagex")).toEqual({ kind: "unknown" });
  });

  it("leaves one segment no fixed route serves to the category route: pages change without a build", () => {
    for (const path of ["/BrandIdentity", "/brandidentity", "/FINANCE", "/NewPage", "/About"])
      expect(decideRoute(path), path).toEqual({ kind: "content" });
    // A fixed route is never a page's.
    expect(decideRoute("/about")).toEqual({ kind: "page" });
    expect(decideRoute("/index.html")).toEqual({ kind: "unknown" });
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
      expect(decideRoute(path)).toEqual({ kind: "unknown" });
    }
  });

  it("serves the privacy policy only at /privacy", () => {
    expect(decideRoute("/privacy")).toEqual({ kind: "page" });
    expect(decideRoute("/privacy/current")).toEqual({
      kind: "redirect",
      location: "/privacy",
      permanent: true,
    });
    expect(decideRoute("/privacy/2024")).toEqual({ kind: "unknown" });
  });

  it("serves /about, /contact and /services only at their own addresses", () => {
    for (const path of ["/about", "/contact", "/services"]) {
      expect(decideRoute(path)).toEqual({ kind: "page" });
      expect(decideRoute(`${path}/current`)).toEqual({
        kind: "redirect",
        location: path,
        permanent: true,
      });
      expect(decideRoute(`${path}/2024`)).toEqual({ kind: "unknown" });
    }
  });

  it("sends unknown paths home, temporarily", () => {
    for (const path of ["/about/team", "/thought-hub/a/b", "/Brand-Identity/x"]) {
      expect(decideRoute(path)).toEqual({ kind: "unknown" });
    }
  });
});

describe("decideRoute for the inquiry inbox", () => {
  it("serves the inbox and one inquiry by its id", () => {
    expect(decideRoute("/admin/inquiries")).toEqual({ kind: "page" });
    expect(decideRoute("/admin/inquiries/AbCdEfGhIjKlMnOpQrSt")).toEqual({ kind: "page" });
  });

  it("leaves an unknown inquiry id to the page (a 404), and sends other paths home", () => {
    expect(decideRoute("/admin/inquiries/not-an-id")).toEqual({ kind: "page" });
    for (const path of ["/admin/inquiries/a/b", "/admin/inbox"]) {
      expect(decideRoute(path)).toEqual({ kind: "unknown" });
    }
  });
});

describe("decideRoute follows the router", () => {
  it("serves a route it was never told about, once the router has it", async () => {
    const { appRoutes } = await import("./app-routes");
    // The edition routes are reached only through the rewrites of /privacy, /, /work, /about,
    // /contact and /services.
    const editions = new Set([
      "/privacy/[edition]",
      "/home/[edition]",
      "/work/[edition]",
      "/about/[edition]",
      "/contact/[edition]",
      "/services/[edition]",
    ]);
    for (const template of appRoutes.filter((route) => !editions.has(route))) {
      const path = template
        .replace("[category]", "BrandIdentity")
        .replace("[id]", "AbCdEfGhIjKlMnOpQrSt")
        .replace("[page]", "2")
        .replace("[...path]", "a/b.webp");
      expect(decideRoute(path), path).toEqual({
        kind: template === "/[category]" ? "content" : "page",
      });
    }
  });
});

describe("routeTemplate", () => {
  it("names the route that serves a path, the static one before a dynamic one", () => {
    expect(routeTemplate("/")).toBe("/");
    expect(routeTemplate("/about")).toBe("/about");
    expect(routeTemplate("/BrandIdentity")).toBe("/[category]");
    expect(routeTemplate("/thought-hub")).toBe("/thought-hub");
    expect(routeTemplate("/thought-hub/page/99")).toBe("/thought-hub/page/[page]");
    expect(routeTemplate("/thought-hub/AbCdEfGhIjKlMnOpQrSt")).toBe("/thought-hub/[id]");
    // Which pages exist is content: the category route answers for any one segment.
    expect(routeTemplate("/no-such-page")).toBe("/[category]");
    expect(routeTemplate("/no/such-page")).toBeNull();
  });
});

describe("notFoundScreen", () => {
  it("answers a 404 with the route's own screen, the site's, or (the admin's) none", () => {
    expect(notFoundScreen("/thought-hub/AbCdEfGhIjKlMnOpQrSt")).toBe("/api/not-found/blog");
    expect(notFoundScreen("/thought-hub/no-such-post")).toBe("/api/not-found/blog");
    for (const path of ["/thought-hub/page/99", "/thought-hub", "/api/no-such-route"]) {
      expect(notFoundScreen(path), path).toBe("/api/not-found");
    }
    expect(notFoundScreen("/admin/inquiries/AbCdEfGhIjKlMnOpQrSt")).toBeNull();
  });
});
