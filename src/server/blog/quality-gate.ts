import "server-only";
import { access } from "node:fs/promises";
import path from "node:path";
import {
  checkPost,
  classifyPath,
  type GateFacts,
  type GateIssue,
  type GatePost,
  hasWarnings,
  imagesWithoutAlt,
  isBlocking,
  siteReferences,
} from "@/lib/blog/quality-gate";
import type { Post } from "@/lib/blog/post";
import { mediaAltFor } from "@/lib/media/media-library";
import type { Db } from "@/server/db/connect";
import { getPost } from "@/server/blog/posts";
import { readAllPages } from "@/server/categories/pages";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { listMediaAlts } from "@/server/media/media-library";
import { MEDIA_KEY, type MediaStorage } from "@/server/storage/media-storage";
import { getMediaStorage } from "@/server/storage/storage";

/*
 * The server's half of the publishing quality gate (docs/decisions/0028): it looks up what the
 * pure rules (src/lib/blog/quality-gate.ts) cannot know — whether a linked post is published,
 * whether an uploaded image is stored and how heavy it is, whether a file is under public/ —
 * and decides whether a publish goes ahead.
 */

export type GateContext = {
  db: Db;
  storage: MediaStorage;
  /** This site's origin (SITE_URL): links there count as links to this site. */
  siteOrigin: string;
  /** Where the site's static files are (public/). */
  publicDir: string;
};

/** At most this many distinct addresses are looked up per check: a post is not a crawler. */
export const GATE_MAX_LOOKUPS = 100;

async function staticFileExists(publicDir: string, urlPath: string): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  const root = path.resolve(publicDir);
  const file = path.resolve(root, `.${decoded}`);
  if (!file.startsWith(`${root}${path.sep}`)) return false;
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Looks up every address on this site that `content` links to or shows. */
export async function gatherGateFacts(context: GateContext, content: string): Promise<GateFacts> {
  const missing: string[] = [];
  const imageBytes: Record<string, number> = {};
  const paths = new Map<string, "link" | "image">();
  for (const reference of siteReferences(content, context.siteOrigin)) {
    if (paths.size >= GATE_MAX_LOOKUPS) break;
    // An image needs its size as well, so an image reference wins over a link to the same path.
    if (paths.get(reference.path) !== "image") paths.set(reference.path, reference.element);
  }
  for (const [urlPath, element] of paths) {
    const target = classifyPath(urlPath);
    if (target.kind === "post") {
      const post = await getPost(context.db, target.id, { visibility: "published" });
      if (!post) missing.push(urlPath);
    } else if (target.kind === "upload") {
      const bytes = MEDIA_KEY.test(target.key) ? await context.storage.get(target.key) : undefined;
      if (!bytes) missing.push(urlPath);
      else if (element === "image") imageBytes[urlPath] = bytes.byteLength;
    } else if (target.kind === "static") {
      if (!(await staticFileExists(context.publicDir, urlPath))) missing.push(urlPath);
    } else if (target.kind === "content") {
      // A published page, at its path in any casing (the others move there for good).
      const pages = await readAllPages(context.db);
      const wanted = target.path.replace(/^\/+|\/+$/g, "").toLowerCase();
      if (!pages.some((page) => page.published && page.path.toLowerCase() === wanted))
        missing.push(urlPath);
    }
  }
  return { missing, imageBytes, described: await describedImages(context.db, content) };
}

/** The images without an alt of their own that the page shows with the library's (0041). */
async function describedImages(db: Db, content: string): Promise<string[]> {
  const bare = imagesWithoutAlt(content);
  if (bare.length === 0) return [];
  const alts = await listMediaAlts(db);
  return [...new Set(bare.filter((src) => mediaAltFor(alts, src) !== undefined))];
}

export type PublishDecision =
  | { kind: "allowed"; overridden: GateIssue[] }
  | { kind: "blocked"; issues: GateIssue[] }
  | { kind: "warned"; issues: GateIssue[] };

/**
 * Whether `post` may be saved public: never with a blocking problem; with warnings only when
 * the writer chose "publish anyway" or the post is public already (`warningsAllowed`);
 * `overridden` lists the warnings it was saved with.
 */
export async function decidePublish(
  context: GateContext,
  post: GatePost,
  warningsAllowed: boolean,
): Promise<PublishDecision> {
  const facts = await gatherGateFacts(context, post.content);
  const issues = checkPost(post, context.siteOrigin, facts);
  if (isBlocking(issues)) return { kind: "blocked", issues };
  if (hasWarnings(issues) && !warningsAllowed) return { kind: "warned", issues };
  return { kind: "allowed", overridden: issues };
}

/** Public already: published, or scheduled (a draft with a time to be published at). */
export function isPublicOrScheduled(post: Pick<Post, "status" | "publishAt">): boolean {
  return post.status === "published" || post.publishAt !== null;
}

/** The message a refused publish shows: what is wrong, and what the writer can do. */
export function refusalMessage(decision: Exclude<PublishDecision, { kind: "allowed" }>): string {
  const list = decision.issues.map((issue) => issue.message).join(" ");
  return decision.kind === "blocked"
    ? `This blog cannot be published until these are fixed: ${list} Save it as a draft to keep your work.`
    : `This blog has warnings: ${list} Fix them, or choose “Publish anyway”.`;
}

/** The site's own context: its database, media storage, SITE_URL and public/ directory. */
export function gateContext(db: Db): GateContext {
  return {
    db,
    storage: getMediaStorage(),
    siteOrigin: env.SITE_URL,
    publicDir: path.join(process.cwd(), "public"),
  };
}

export type PublishOptions = {
  /** The writer's explicit "Publish anyway". */
  publishAnyway: boolean;
  /**
   * This save makes the post public: a new post published or scheduled, or a draft published
   * or scheduled. Only then do warnings need "Publish anyway"; re-saving a published or
   * scheduled post shows them but saves (docs/decisions/0028).
   */
  makesPublic: boolean;
};

export type GatedSave = {
  status: "gated";
  message: string;
  issues: GateIssue[];
  blocking: boolean;
};

/**
 * Checks a post to be saved public (published or scheduled); the refusal to return, or null
 * when it may be saved. A publish over warnings is recorded in the log with what was overridden.
 */
export async function publishGate(
  context: GateContext,
  postId: string | null,
  input: { title: string; excerpt?: string | null; content: string },
  options: PublishOptions,
): Promise<GatedSave | null> {
  const decision = await decidePublish(
    context,
    { title: input.title, excerpt: input.excerpt ?? "", content: input.content },
    options.publishAnyway || !options.makesPublic,
  );
  if (decision.kind !== "allowed") {
    return {
      status: "gated",
      message: refusalMessage(decision),
      issues: decision.issues,
      blocking: decision.kind === "blocked",
    };
  }
  if (decision.overridden.length > 0 && options.makesPublic) {
    log.info(
      { postId, overridden: decision.overridden.map((issue) => issue.rule) },
      "post published over quality-gate warnings",
    );
  }
  return null;
}
