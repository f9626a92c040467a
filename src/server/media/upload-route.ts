import "server-only";
import { formatMegabytes, type UploadError } from "@/lib/media/uploads";
import { isSameOriginRequest } from "@/server/auth/same-origin";
import { NotSignedInError, requireAdmin } from "@/server/auth/session";
import { readLimitedBody } from "@/lib/http/read-limited-body";
import { log } from "@/server/log";

/** One kind of upload: what it is called, its limit, how it is stored and what it refuses. */
export type UploadKind<Stored extends { url: string }> = {
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
export function uploadRoute<Stored extends { url: string }>(kind: UploadKind<Stored>) {
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
      log.info({ url: stored.url, bytes: body.byteLength }, `${kind.noun} uploaded`);
      return json<Stored>(stored, 201);
    } catch (error) {
      if (error instanceof kind.Unsupported)
        return json<UploadError>({ error: error.message }, 415);
      log.error({ err: error }, `${kind.noun} upload failed`);
      return json<UploadError>({ error: `The ${kind.noun} could not be stored.` }, 500);
    }
  };
}
