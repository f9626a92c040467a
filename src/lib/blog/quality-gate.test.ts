import { describe, expect, it } from "vitest";
import {
  checkPost,
  classifyPath,
  type GateFacts,
  type GatePost,
  imagesWithoutAlt,
  isBlocking,
  NO_FACTS,
  siteReferences,
} from "./quality-gate";

const ORIGIN = "https://agency.example";
const EXCERPT = "An excerpt long enough to sit between the two limits of the gate.";
const post = (overrides: Partial<GatePost> = {}): GatePost => ({
  title: "A fine title",
  excerpt: EXCERPT,
  content: "<p>Words.</p>",
  ...overrides,
});
const rules = (value: GatePost, facts: GateFacts = NO_FACTS) =>
  checkPost(value, ORIGIN, facts).map((issue) => `${issue.severity} ${issue.rule}`);

describe("the publishing quality gate", () => {
  it("passes a sound post", () => {
    expect(rules(post())).toEqual([]);
  });

  it("warns of a title over 60 characters", () => {
    expect(rules(post({ title: "t".repeat(60) }))).toEqual([]);
    expect(rules(post({ title: "t".repeat(61) }))).toEqual(["warning title-length"]);
  });

  it("warns of an empty excerpt, and of one outside 50-160 characters", () => {
    expect(rules(post({ excerpt: "  " }))).toEqual(["warning excerpt-empty"]);
    expect(rules(post({ excerpt: "e".repeat(49) }))).toEqual(["warning excerpt-length"]);
    expect(rules(post({ excerpt: "e".repeat(50) }))).toEqual([]);
    expect(rules(post({ excerpt: "e".repeat(160) }))).toEqual([]);
    expect(rules(post({ excerpt: "e".repeat(161) }))).toEqual(["warning excerpt-length"]);
  });

  it("warns of images without alt text", () => {
    expect(
      rules(post({ content: '<img src="https://cdn.example/a.webp" alt="A chart">' })),
    ).toEqual([]);
    expect(rules(post({ content: '<img src="https://cdn.example/a.webp">' }))).toEqual([
      "warning image-alt",
    ]);
    expect(rules(post({ content: '<img src="https://cdn.example/a.webp" alt=" ">' }))).toEqual([
      "warning image-alt",
    ]);
  });

  it("does not warn of an image without alt text that the media library describes", () => {
    const content = '<img src="/uploads/a.webp"><img src="/uploads/b.webp" alt="">';
    expect(rules(post({ content }), { ...NO_FACTS, described: ["/uploads/a.webp"] })).toEqual([
      "warning image-alt",
    ]);
    expect(
      rules(post({ content }), { ...NO_FACTS, described: ["/uploads/a.webp", "/uploads/b.webp"] }),
    ).toEqual([]);
    expect(imagesWithoutAlt(content)).toEqual(["/uploads/a.webp", "/uploads/b.webp"]);
    expect(imagesWithoutAlt('<img alt="x" src="/uploads/a.webp"><p>no image</p>')).toEqual([]);
  });

  it("warns of headings that skip a level, the title being the page's h1", () => {
    expect(rules(post({ content: "<h2>A</h2><h3>B</h3><h2>C</h2><h3>D</h3>" }))).toEqual([]);
    expect(rules(post({ content: "<h3>A</h3>" }))).toEqual(["warning heading-skip"]);
    expect(rules(post({ content: "<h2>A</h2><h4>B</h4>" }))).toEqual(["warning heading-skip"]);
  });

  it("warns of a first-level heading repeating the title", () => {
    expect(rules(post({ content: "<h1> A  FINE title</h1><p>x</p>" }))).toEqual([
      "warning heading-title",
    ]);
  });

  it("blocks markup that could run code", () => {
    for (const content of [
      "<p>x</p><script>alert(1)</script>",
      '<img src="x.png" alt="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="java\tscript:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
    ]) {
      const issues = checkPost(post({ content }), ORIGIN, NO_FACTS);
      expect(
        issues.map((issue) => issue.rule),
        content,
      ).toContain("unsafe-html");
      expect(isBlocking(issues)).toBe(true);
    }
    // A pasted raster image is not code.
    expect(
      rules(post({ content: '<img alt="dot" src="data:image/png;base64,iVBORw0KGgo=">' })),
    ).toEqual([]);
  });

  it("blocks links to this site that do not resolve in the route table", () => {
    expect(
      rules(
        post({
          content: '<a href="/services">s</a><a href="https://elsewhere.example/nope">e</a>',
        }),
      ),
    ).toEqual([]);
    expect(rules(post({ content: '<a href="/no/such-page">x</a>' }))).toEqual([
      "blocking broken-link",
    ]);
    expect(rules(post({ content: `<a href="${ORIGIN}/nope/deeper">x</a>` }))).toEqual([
      "blocking broken-link",
    ]);
  });

  it("blocks links and images the server found missing, and warns of heavy images", () => {
    const content =
      '<a href="/thought-hub/Gone">x</a><img alt="a" src="/uploads/big.webp"><img alt="b" src="/uploads/small.webp">';
    const facts: GateFacts = {
      missing: ["/thought-hub/Gone"],
      imageBytes: { "/uploads/big.webp": 500 * 1024 + 1, "/uploads/small.webp": 500 * 1024 },
      described: [],
    };
    expect(rules(post({ content }), facts)).toEqual([
      "blocking broken-link",
      "warning image-heavy",
    ]);
    expect(
      rules(post({ content: '<img alt="a" src="/uploads/gone.webp">' }), {
        missing: ["/uploads/gone.webp"],
        imageBytes: {},
        described: [],
      }),
    ).toEqual(["blocking broken-image"]);
  });

  it("says what must be looked up for each address on this site", () => {
    expect(classifyPath("/thought-hub/Abc123")).toEqual({ kind: "post", id: "Abc123" });
    expect(classifyPath("/uploads/abc.webp")).toEqual({ kind: "upload", key: "abc.webp" });
    expect(classifyPath("/media/blog/fallback.webp")).toEqual({
      kind: "static",
      path: "/media/blog/fallback.webp",
    });
    expect(classifyPath("/about")).toEqual({ kind: "page" });
    expect(classifyPath("/no/where")).toEqual({ kind: "missing" });
    // One segment: whether a service or industry page is there is the site's content.
    expect(classifyPath("/Finance")).toEqual({ kind: "content", path: "/Finance" });
    expect(classifyPath("/nowhere")).toEqual({ kind: "content", path: "/nowhere" });
    expect(
      siteReferences(
        `<a href="#top">t</a><a href="mailto:a@b.c">m</a><a href="${ORIGIN}/about?x=1">a</a><img src="//cdn.example/x.png">`,
        ORIGIN,
      ).map((reference) => reference.path),
    ).toEqual(["/about"]);
  });
});
