import "server-only";
import { isId } from "@/lib/ids";
import { isAllowedImageUrl } from "@/lib/blog/post-form";
import { POST_IMAGE_URL_MAX, type PostInput, postInputSchema } from "@/lib/blog/post-input";
import { BLOG_INVALIDATION } from "@/server/blog/blog-invalidation";
import { getPost, importPost } from "@/server/blog/posts";
import { writeRecordingInvalidation } from "@/server/cache/invalidations";
import type { Db } from "@/server/db/connect";
import { dataUrlBytes, uploadDataImages } from "@/server/media/data-images";
import { processImage, UnsupportedImageError } from "@/server/media/process-image";
import { storeImage } from "@/server/media/store-image";
import { firestoreDocuments } from "./firestore-documents";
import { type FirestorePost, firestorePostSchema } from "./firestore-post";

/*
 * Moving in from the original site (docs/decisions/0019): its `blogs` documents become
 * published posts under the same ids, so old /thought-hub/{id} links keep working. Images in
 * base64 go through the upload pipeline (format sniffed, re-encoded, size limits), content is
 * sanitised as every write is, and a post that exists already is left alone: a second run
 * changes nothing, even after the post was edited here.
 */

export type ImportOutcome =
  | { status: "imported"; id: string; title: string; notes: string[] }
  | { status: "exists"; id: string }
  | { status: "error"; label: string; message: string };

const IMG_DATA_SRC = /(<img\b[^>]*?\ssrc\s*=\s*)(["'])data:image\/[^"']*\2/gi;
/** A stand-in for content images a dry run does not upload (sizes are checked without them). */
const DRY_RUN_IMAGE = "/uploads/dry-run.webp";

class DocumentError extends Error {}

/** How an unusable imageUrl is named in the report: quoted, and cut short. */
const IMAGE_URL_SHOWN = 80;
const shown = (url: string) =>
  JSON.stringify(url.length > IMAGE_URL_SHOWN ? `${url.slice(0, IMAGE_URL_SHOWN)}…` : url);

/**
 * The post's image: a base64 image becomes an upload, a site path or http(s) URL is kept. An
 * image that cannot be used (another scheme, a data: URL that is no image, not text) costs the
 * post its image, never the post: it is imported without one, and the report says why.
 */
async function postImage(url: unknown, dryRun: boolean, notes: string[]) {
  const leftOut = (why: string) => {
    notes.push(`imported without its image: imageUrl ${why}`);
    return null;
  };
  if (url === null || url === undefined) return null;
  if (typeof url !== "string") return leftOut(`is not text (${typeof url})`);
  const value = url.trim();
  if (!value) return null;
  if (!/^data:/i.test(value)) {
    const checked = postInputSchema.shape.imageUrl.safeParse(value);
    if (checked.success) return checked.data;
    return leftOut(
      value.length > POST_IMAGE_URL_MAX
        ? `is longer than ${POST_IMAGE_URL_MAX} characters`
        : `${shown(value)} is not a site path or an http(s) URL`,
    );
  }
  const bytes = dataUrlBytes(value);
  if (!bytes) return leftOut("is a data: URL but not a base64 image of at most 10 MB");
  try {
    if (dryRun) {
      await processImage(bytes);
      notes.push("its base64 image would become an upload");
      return DRY_RUN_IMAGE;
    }
    const stored = await storeImage(bytes);
    notes.push(`its base64 image became ${stored.url}`);
    return stored.url;
  } catch (error) {
    if (error instanceof UnsupportedImageError)
      return leftOut(
        `is a data: URL whose image cannot be used (${error.message.replace(/\.$/, "")})`,
      );
    // Storing failed (a full disk, an unreachable bucket): the post is reported, not imported.
    throw new DocumentError(`imageUrl: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function postContent(html: string, dryRun: boolean, notes: string[]) {
  const images = html.match(IMG_DATA_SRC)?.length ?? 0;
  if (images === 0) return html;
  notes.push(
    `${images} base64 image(s) in its content ${dryRun ? "would become" : "became"} uploads`,
  );
  return dryRun
    ? html.replace(
        IMG_DATA_SRC,
        (_whole, start: string, quote: string) => `${start}${quote}${DRY_RUN_IMAGE}${quote}`,
      )
    : uploadDataImages(html);
}

function issuesOf(error: { issues: Array<{ path: PropertyKey[]; message: string }> }): string {
  return error.issues
    .map((issue) =>
      issue.message.startsWith(String(issue.path[0] ?? "")) || issue.path.length === 0
        ? issue.message
        : `${issue.path.join(".")}: ${issue.message}`,
    )
    .join("; ");
}

async function importDocument(
  db: Db,
  id: string,
  fields: FirestorePost,
  options: { dryRun: boolean; remoteHosts: readonly string[] },
): Promise<ImportOutcome> {
  const notes: string[] = [];
  const imageUrl = await postImage(fields.imageUrl, options.dryRun, notes);
  if (imageUrl && !imageUrl.startsWith("/") && !isAllowedImageUrl(imageUrl, options.remoteHosts))
    notes.push(
      `its image ${imageUrl} is kept, but its host is not in IMAGE_REMOTE_HOSTS: the fallback image shows until it is added`,
    );
  const input: PostInput = {
    title: fields.title,
    category: fields.category,
    content: await postContent(fields.content, options.dryRun, notes),
    imageUrl,
    author: fields.author,
    excerpt: fields.excerpt,
    tags: fields.tags,
    readTime: fields.readTime,
    aiEnhanced: fields.aiEnhanced,
    aiBadge: fields.aiBadge,
    status: "published",
  };
  const checked = postInputSchema.safeParse(input);
  if (!checked.success) throw new DocumentError(issuesOf(checked.error));
  const dates = { createdAt: fields.createdAt, updatedAt: fields.updatedAt ?? fields.createdAt };
  if (!options.dryRun) {
    // Recorded with the post: every running server shows it within a second (0030).
    const imported = await writeRecordingInvalidation(
      db,
      BLOG_INVALIDATION,
      null,
      (trx) => importPost(trx, id, input, dates),
      (done) => done,
    );
    if (!imported) return { status: "exists", id };
  }
  return { status: "imported", id, title: checked.data.title, notes };
}

/** Imports every document of an export file's `blogs` collection; one bad document stops none. */
export async function importFirestore(
  db: Db,
  json: unknown,
  options: { dryRun?: boolean; remoteHosts?: readonly string[] } = {},
): Promise<ImportOutcome[]> {
  const settings = { dryRun: options.dryRun ?? false, remoteHosts: options.remoteHosts ?? [] };
  const outcomes: ImportOutcome[] = [];
  const seen = new Set<string>();
  for (const document of firestoreDocuments(json)) {
    const { id, label } = document;
    try {
      if (!id) throw new DocumentError("it has no id");
      if (!isId(id))
        throw new DocumentError(
          "its id cannot be a post address (letters and digits only, at most 32)",
        );
      if (seen.has(id)) throw new DocumentError("its id appears twice in the file");
      seen.add(id);
      if (await getPost(db, id, { visibility: "all" })) {
        outcomes.push({ status: "exists", id });
        continue;
      }
      const fields = firestorePostSchema.safeParse(document.data);
      if (!fields.success) throw new DocumentError(issuesOf(fields.error));
      outcomes.push(await importDocument(db, id, fields.data, settings));
    } catch (error) {
      if (!(error instanceof DocumentError)) throw error;
      outcomes.push({ status: "error", label, message: error.message });
    }
  }
  return outcomes;
}
