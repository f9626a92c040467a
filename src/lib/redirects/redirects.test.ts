import { describe, expect, it } from "vitest";
import {
  findRedirect,
  normalizeRedirectPath,
  parseRedirectLines,
  type Redirect,
  redirectsSchema,
} from "./redirects";

const permanent = (from: string, to: string): Redirect => ({ from, to, permanent: true });

function errorsOf(redirects: Redirect[], context?: Parameters<typeof redirectsSchema>[0]) {
  const parsed = redirectsSchema(context).safeParse({ redirects });
  if (parsed.success) return {};
  // The first message per field, as the form shows it.
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

describe("the redirects list", () => {
  it("accepts redirects from old paths to pages, and trims them", () => {
    const parsed = redirectsSchema().parse({
      redirects: [
        permanent(" /about-us.html ", "/about"),
        { from: "/old-blog/post-1", to: "/thought-hub?x=1#top", permanent: false },
      ],
    });
    expect(parsed.redirects[0]).toEqual({ from: "/about-us.html", to: "/about", permanent: true });
  });

  it("refuses a loop to itself, in any casing or with a trailing slash", () => {
    expect(errorsOf([permanent("/About-Us", "/about-us/")])).toEqual({
      "redirects.0.to": "A redirect cannot lead to its own path: that is a loop.",
    });
  });

  it("refuses a loop of two and a chain, naming where each leads", () => {
    expect(errorsOf([permanent("/a", "/b"), permanent("/b", "/a")])).toEqual({
      "redirects.0.to": "/b redirects back to /a: that is a loop.",
      "redirects.1.to": "/a redirects back to /b: that is a loop.",
    });
    expect(errorsOf([permanent("/a", "/b"), permanent("/b", "/about")])).toEqual({
      "redirects.0.to":
        "/b is itself redirected, to /about: lead straight there (chains are refused).",
    });
  });

  it("refuses two redirects from one path", () => {
    expect(errorsOf([permanent("/old", "/about"), permanent("/OLD/", "/work")])).toEqual({
      "redirects.1.from": "Another redirect already starts at /OLD/.",
    });
  });

  it("says what is wrong with a path", () => {
    expect(errorsOf([permanent("about-us", "https://example.com/")])).toEqual({
      "redirects.0.from": "Start the old path with a slash, like /about-us.",
      "redirects.0.to":
        "Redirects lead to a page of this site: give its path, like /BrandIdentity.",
    });
    expect(errorsOf([permanent("/", "/about")])["redirects.0.from"]).toBe(
      "The home page cannot be redirected.",
    );
    expect(errorsOf([permanent("/a?b=1", "/about")])["redirects.0.from"]).toMatch(/query/);
    expect(errorsOf([permanent("/a b", "/about")])["redirects.0.from"]).toMatch(/space/);
    expect(errorsOf([permanent("/%E0%A4", "/about")])["redirects.0.from"]).toMatch(/%-escape/);
    expect(errorsOf([permanent("", "")])).toEqual({
      "redirects.0.from": "The old path is required.",
      "redirects.0.to": "The new path is required.",
    });
  });

  it("asks the server about the site's pages", () => {
    const context = {
      sourceProblem: (path: string) => (path === "/about" ? "served" : null),
      targetProblem: (path: string) => (path === "/nowhere" ? "no page" : null),
    };
    expect(errorsOf([permanent("/about", "/work"), permanent("/x", "/nowhere")], context)).toEqual({
      "redirects.0.from": "served",
      "redirects.1.to": "no page",
    });
    // The target's path is checked, without its query.
    expect(errorsOf([permanent("/x", "/nowhere?y=1")], context)).toEqual({
      "redirects.0.to": "no page",
    });
  });
});

describe("finding a redirect", () => {
  const list = [permanent("/About-Us.html", "/about"), permanent("/über", "/work")];
  it("matches a path in any casing, decoded, without its trailing slash", () => {
    expect(findRedirect(list, "/about-us.HTML")?.to).toBe("/about");
    expect(findRedirect(list, "/%C3%BCber/")?.to).toBe("/work");
    expect(findRedirect(list, "/about-us")).toBeUndefined();
  });
  it("normalizes paths as the router gives them", () => {
    expect(normalizeRedirectPath("/a%20b/")).toBe("/a b");
    expect(normalizeRedirectPath("/")).toBe("/");
    expect(normalizeRedirectPath("/%E0%A4")).toBeNull();
  });
});

describe("pasted lines", () => {
  it("reads old and new paths, full addresses, commas and the type", () => {
    expect(
      parseRedirectLines(
        "# from the old site\n/about-us.html /about\nhttps://old.example/team/, /about, temporary\n\n/x;/work;308\n",
      ),
    ).toEqual({
      redirects: [
        permanent("/about-us.html", "/about"),
        { from: "/team/", to: "/about", permanent: false },
        permanent("/x", "/work"),
      ],
      bad: [],
    });
  });
  it("names each line that is not a redirect", () => {
    expect(parseRedirectLines("/a\n/b /c\n/d /e sometimes\n/f /g /h").bad).toEqual([1, 3, 4]);
  });
});
