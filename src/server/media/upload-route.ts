import "server-only";
import { formatMegabytes, type UploadError } from "@/lib/media/uploads";
import { isSameOriginRequest } from "@/server/auth/same-origin";
import { NotSignedInError, requireAdmin } from "@/server/auth/session";
import { readLimitedBody } from "@/lib/http/read-limited-body";
import { log } from "@/server/log";
import { getDb } from "@/server/db/database";
import { cleanMediaName, UPLOAD_NAME_HEADER } from "@/lib/media/media-library";
import { recordUpload } from "./media-library";

/** The file's own name, sent URI-encoded by the admin's upload helpers; optional. */
function uploadName(request: Request): string | undefined {
  const raw = request.headers.get(UPLOAD_NAME_HEADER);
  if (!raw) return undefined;
  try {
    return cleanMediaName(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
}

/** What a kind's `store` answers: where the file is linked from, its key and stored size. */
type Stored = { url: string; key: string; bytes: number; width?: number; height?: number };

/** One kind of upload: what it is called, its limit, how it is stored and what it refuses. */
export type UploadKind = {
  noun: "image" | "video";
  maxBytes: number;
  store: (bytes: Uint8Array) => Promise<Stored>;
  /** Thrown by `store` for bytes that are not this kind: answered 415 with its message. */
  Unsupported: abstract new (...args: never[]) => Error;
};

const json = <Body>(body: Body, status: number) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

/**
 * The admin's upload route for one kind: the raw file as the request body (not multipart, so
 * the limit holds while it streams in), from a signed-in, same-origin request; the kind reads
 * the format from the bytes. Answers 201 with what was stored, or an error with its status.
 */
export function uploadRoute(kind: UploadKind) {
  return async function POST(request: Request): Promise<Response> {
    try {
      await requireAdmin();
    } catch (error) {
      if (error instanceof NotSignedInError) {
        return json<UploadError>({ error: `Sign in to upload ${kind.noun}s.` }, 401);
      }
      throw error;
    }
    if (!isSameOriginRequest(request.headers)) {
      return json<UploadError>({ error: "Cross-site upload refused." }, 403);
    }
    const body = await readLimitedBody(request, kind.maxBytes);
    if (!body) {
      const limit = formatMegabytes(kind.maxBytes);
      return json<UploadError>({ error: `The ${kind.noun} is larger than ${limit}.` }, 413);
    }
    try {
      const stored = await kind.store(body);
      // Recorded here, for every form that uploads (docs/decisions/0041).
      const name = uploadName(request) ?? stored.key;
      const media = await recordUpload(await getDb(), stored, kind.noun, name);
      log.info({ url: stored.url, bytes: body.byteLength }, `${kind.noun} uploaded`);
      const { url, width, height } = stored;
      return json({ url, id: media.id, ...(width && height ? { width, height } : {}) }, 201);
    } catch (error) {
      if (error instanceof kind.Unsupported)
        return json<UploadError>({ error: error.message }, 415);
      log.error({ err: error }, `${kind.noun} upload failed`);
      return json<UploadError>({ error: `The ${kind.noun} could not be stored.` }, 500);
    }
  };
}
