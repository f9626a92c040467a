import { decideRoute, routeTemplate } from "../routes/decide-route";
import { decodeEntities, htmlToText } from "./html-text";

/*
 * The quality gate a post passes before it is published (docs/decisions/0028). One pure module:
 * the editor's panel runs it as the writer types, and the save action runs it again on the
 * server before a post is published. What only the server can know (whether a linked post
 * exists, how heavy an uploaded image is) comes in as `GateFacts`.
 *
 * Warnings can be overridden by an explicit "publish anyway"; blocking problems (unsafe HTML,
 * links and images on this site that do not resolve) cannot. Drafts are never gated.
 */

/** Search results cut titles longer than this. */
export const TITLE_MAX_CHARS = 60;
/** An excerpt shorter than this says too little in a search result or a share card. */
export const EXCERPT_MIN_CHARS = 50;
/** Search results cut descriptions longer than this. */
export const EXCERPT_MAX_CHARS = 160;
/**
 * The weight a stored image should stay under. The upload pipeline (src/server/media/
 * process-image.ts) re-encodes to WebP at most 2400 px wide, which lands well below this for
 * photographs; an image above it was stored some other way or is unusually detailed.
 */
export const IMAGE_TARGET_BYTES = 500 * 1024;

export type GateSeverity = "warning" | "blocking";
export type GateRule =
  | "image-alt"
  | "heading-skip"
  | "heading-title"
  | "title-length"
  | "excerpt-empty"
  | "excerpt-length"
  | "image-heavy"
  | "unsafe-html"
  | "broken-link"
  | "broken-image";
export type GateIssue = { rule: GateRule; severity: GateSeverity; message: string };

/** What the post's text is checked on. */
export type GatePost = { title: string; excerpt: string; content: string };

/**
 * An address on this site a post refers to, and what must be looked up to know it resolves:
 * nothing (a page of the route table), a post, a stored upload or a file under public/.
 */
export type SiteTarget =
  | { kind: "page" }
  | { kind: "missing" }
  | { kind: "post"; id: string }
  | { kind: "upload"; key: string }
  | { kind: "static"; path: string }
  /** A service or industry page: which exist is the site's content (0037). */
  | { kind: "content"; path: string };

export type SiteReference = { element: "link" | "image"; url: string; path: string };

/** What the server found about a post's references (the browser asks it; tests build it). */
export type GateFacts = {
  /** Paths on this site that do not resolve. */
  missing: readonly string[];
  /** Stored images and their size in bytes. */
  imageBytes: Readonly<Record<string, number>>;
  /**
   * Sources of images with no alt text of their own that the media library describes: the page
   * shows the library's text for them (docs/decisions/0041), so they are not warned about.
   */
  described: readonly string[];
};

export const NO_FACTS: GateFacts = { missing: [], imageBytes: {}, described: [] };

type Tag = { name: string; attributes: Map<string, string> };

const TAG = /<\s*([a-z][a-z0-9-]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (attributes.has(name)) continue;
    attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return attributes;
}

function scanTags(html: string): Tag[] {
  return [...html.matchAll(TAG)].map((match) => ({
    name: match[1]!.toLowerCase(),
    attributes: parseAttributes(match[2] ?? ""),
  }));
}

/** The sources of the images in `html` that have no alt text of their own. */
export function imagesWithoutAlt(html: string): string[] {
  return scanTags(html)
    .filter((tag) => tag.name === "img" && !tag.attributes.get("alt")?.trim())
    .map((tag) => tag.attributes.get("src") ?? "");
}

/** Elements the sanitiser removes with their content or that embed other documents. */
const UNSAFE_TAGS = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "link",
  "meta",
  "base",
  "svg",
  "math",
  "template",
]);
const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "xlink:href", "srcset", "poster"];
const SCRIPT_SCHEME = /^(?:javascript|vbscript|data):/i;
const RASTER_DATA_URL = /^data:image\/(?:png|gif|jpeg|webp|avif);base64,/i;

/** What in `content` the sanitiser would remove because it could run code or frame a page. */
export function findUnsafeMarkup(content: string): string[] {
  const found = new Set<string>();
  for (const tag of scanTags(content)) {
    if (UNSAFE_TAGS.has(tag.name)) found.add(`<${tag.name}>`);
    for (const [name, value] of tag.attributes) {
      if (name.startsWith("on")) found.add(`${name}= on <${tag.name}>`);
      if (!URL_ATTRIBUTES.includes(name)) continue;
      // Browsers ignore control characters and whitespace inside a URL's scheme.
      const url = value.replace(/[\x00-\x20]+/g, "");
      if (!SCRIPT_SCHEME.test(url)) continue;
      if (tag.name === "img" && name === "src" && RASTER_DATA_URL.test(url)) continue;
      found.add(`${url.slice(0, url.indexOf(":") + 1)} URL in <${tag.name}>`);
    }
  }
  return [...found];
}

/** The path of `url` when it is an address on this site (relative, or at `siteOrigin`). */
export function sitePath(url: string, siteOrigin: string): string | null {
  const trimmed = url.trim();
  if (trimmed === "" || trimmed.startsWith("#")) return null;
  let parsed: URL;
  let origin: string;
  try {
    origin = new URL(siteOrigin).origin;
    parsed = new URL(trimmed, `${origin}/`);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  return parsed.pathname;
}

const STATIC_DIRECTORIES = ["/media/", "/icons/", "/fonts/"];
const UPLOADS_TEMPLATE = "/uploads/[...path]";
const POST_TEMPLATE = "/thought-hub/[id]";

/** Whether `path` is in the route table, and what must be looked up to know it exists. */
export function classifyPath(path: string): SiteTarget {
  if (STATIC_DIRECTORIES.some((directory) => path.startsWith(directory))) {
    return { kind: "static", path };
  }
  const decision = decideRoute(path);
  // An unknown address is sent home (docs/decisions/0009): for a link, that is a broken one.
  // (An operator's redirect may catch it: a post links to the page it leads to instead, 0036.)
  if (decision.kind === "unknown") return { kind: "missing" };
  if (decision.kind === "content") return { kind: "content", path };
  const served = decision.kind === "page" ? path : decision.location;
  const template = routeTemplate(served);
  if (template === null) return { kind: "missing" };
  const segments = served.split("/").filter(Boolean);
  if (template === POST_TEMPLATE) return { kind: "post", id: segments[1]! };
  if (template === UPLOADS_TEMPLATE) return { kind: "upload", key: segments.slice(1).join("/") };
  return { kind: "page" };
}

/** The links and images of `content` that point at this site. */
export function siteReferences(content: string, siteOrigin: string): SiteReference[] {
  const references: SiteReference[] = [];
  for (const tag of scanTags(content)) {
    const element = tag.name === "a" ? "link" : tag.name === "img" ? "image" : null;
    if (!element) continue;
    const url = tag.attributes.get(element === "link" ? "href" : "src");
    if (url === undefined || RASTER_DATA_URL.test(url.trim())) continue;
    const path = sitePath(url, siteOrigin);
    if (path !== null) references.push({ element, url, path });
  }
  return references;
}

const HEADING = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi;

function sameText(a: string, b: string): boolean {
  const normal = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();
  return normal(a) === normal(b);
}

function headingIssues(post: GatePost): GateIssue[] {
  const issues: GateIssue[] = [];
  // The page shows the title as its h1, so the content's headings start at h2.
  let previous = 1;
  for (const match of post.content.matchAll(HEADING)) {
    const level = Number(match[1]);
    const text = htmlToText(match[2] ?? "");
    if (level === 1) {
      if (sameText(text, post.title)) {
        issues.push({
          rule: "heading-title",
          severity: "warning",
          message: `The first-level heading “${text}” repeats the title, which the page already shows.`,
        });
      }
    } else if (level > previous + 1) {
      issues.push({
        rule: "heading-skip",
        severity: "warning",
        message: `The heading “${text}” (level ${level}) skips a level after level ${previous}.`,
      });
    }
    previous = level;
  }
  return issues;
}

function formatKilobytes(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}

/** Every problem of `post`, warnings and blocking ones, in the order the writer meets them. */
export function checkPost(post: GatePost, siteOrigin: string, facts: GateFacts): GateIssue[] {
  const issues: GateIssue[] = [];
  const title = post.title.trim();
  if (title.length > TITLE_MAX_CHARS) {
    issues.push({
      rule: "title-length",
      severity: "warning",
      message: `The title is ${title.length} characters; keep it to ${TITLE_MAX_CHARS}.`,
    });
  }
  const excerpt = post.excerpt.trim();
  if (excerpt === "") {
    issues.push({ rule: "excerpt-empty", severity: "warning", message: "The excerpt is empty." });
  } else if (excerpt.length < EXCERPT_MIN_CHARS || excerpt.length > EXCERPT_MAX_CHARS) {
    issues.push({
      rule: "excerpt-length",
      severity: "warning",
      message: `The excerpt is ${excerpt.length} characters; keep it between ${EXCERPT_MIN_CHARS} and ${EXCERPT_MAX_CHARS}.`,
    });
  }
  const unsafe = findUnsafeMarkup(post.content);
  if (unsafe.length > 0) {
    issues.push({
      rule: "unsafe-html",
      severity: "blocking",
      message: `The content has markup that could run code: ${unsafe.join(", ")}.`,
    });
  }
  const described = new Set(facts.described);
  for (const src of imagesWithoutAlt(post.content)) {
    if (!described.has(src)) {
      issues.push({
        rule: "image-alt",
        severity: "warning",
        message: `An image has no alt text${src && !src.startsWith("data:") ? ` (${src})` : ""}.`,
      });
    }
  }
  issues.push(...headingIssues(post));
  const missing = new Set(facts.missing);
  const seen = new Set<string>();
  for (const reference of siteReferences(post.content, siteOrigin)) {
    const key = `${reference.element} ${reference.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const target = classifyPath(reference.path);
    if (target.kind === "missing" || missing.has(reference.path)) {
      issues.push(
        reference.element === "link"
          ? {
              rule: "broken-link",
              severity: "blocking",
              message: `The link to ${reference.url} leads nowhere on this site.`,
            }
          : {
              rule: "broken-image",
              severity: "blocking",
              message: `The image ${reference.url} is not on this site.`,
            },
      );
      continue;
    }
    const bytes = facts.imageBytes[reference.path];
    if (reference.element === "image" && bytes !== undefined && bytes > IMAGE_TARGET_BYTES) {
      issues.push({
        rule: "image-heavy",
        severity: "warning",
        message: `The image ${reference.url} weighs ${formatKilobytes(bytes)}; keep images under ${formatKilobytes(IMAGE_TARGET_BYTES)}.`,
      });
    }
  }
  return issues;
}

export function isBlocking(issues: readonly GateIssue[]): boolean {
  return issues.some((issue) => issue.severity === "blocking");
}

export function hasWarnings(issues: readonly GateIssue[]): boolean {
  return issues.some((issue) => issue.severity === "warning");
}
