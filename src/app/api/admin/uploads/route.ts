import { formatMegabytes, UPLOAD_MAX_BYTES, type UploadResponse } from "@/lib/media/uploads";
import { isSameOriginRequest } from "@/server/auth/same-origin";
import { NotSignedInError, requireAdmin } from "@/server/auth/session";
import { readLimitedBody } from "@/server/http/read-limited-body";
import { log } from "@/server/log";
import { UnsupportedImageError } from "@/server/media/process-image";
import { storeImage } from "@/server/media/store-image";

const json = (body: UploadResponse, status: number) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

/**
 * Uploads a post image: the raw file as the request body (not multipart, so the size limit
 * holds while it streams in). The format is read from the bytes; the stored image is a
 * re-encoded WebP (see process-image.ts).
 */
export async function POST(request: Request) {
  try {
    await requireAdmin();
  } catch (error) {
    if (error instanceof NotSignedInError) return json({ error: "Sign in to upload images." }, 401);
    throw error;
  }
  if (!isSameOriginRequest(request.headers))
    return json({ error: "Cross-site upload refused." }, 403);

  const body = await readLimitedBody(request, UPLOAD_MAX_BYTES);
  if (!body) {
    return json({ error: `The image is larger than ${formatMegabytes(UPLOAD_MAX_BYTES)}.` }, 413);
  }
  try {
    const image = await storeImage(body);
    log.info({ url: image.url, bytes: body.byteLength }, "image uploaded");
    return json(image, 201);
  } catch (error) {
    if (error instanceof UnsupportedImageError) return json({ error: error.message }, 415);
    log.error({ err: error }, "image upload failed");
    return json({ error: "The image could not be stored." }, 500);
  }
}
