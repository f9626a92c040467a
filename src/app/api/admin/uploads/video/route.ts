import { formatMegabytes, type UploadResponse, VIDEO_UPLOAD_MAX_BYTES } from "@/lib/media/uploads";
import { isSameOriginRequest } from "@/server/auth/same-origin";
import { NotSignedInError, requireAdmin } from "@/server/auth/session";
import { readLimitedBody } from "@/server/http/read-limited-body";
import { log } from "@/server/log";
import { storeVideo, UnsupportedVideoError } from "@/server/media/store-video";

const json = (body: UploadResponse, status: number) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

/**
 * Uploads a work's video: the raw file as the request body, like images. The container (MP4 or
 * WebM) is read from the bytes (see video-type.ts).
 */
export async function POST(request: Request) {
  try {
    await requireAdmin();
  } catch (error) {
    if (error instanceof NotSignedInError) return json({ error: "Sign in to upload videos." }, 401);
    throw error;
  }
  if (!isSameOriginRequest(request.headers))
    return json({ error: "Cross-site upload refused." }, 403);

  const body = await readLimitedBody(request, VIDEO_UPLOAD_MAX_BYTES);
  if (!body) {
    return json(
      { error: `The video is larger than ${formatMegabytes(VIDEO_UPLOAD_MAX_BYTES)}.` },
      413,
    );
  }
  try {
    const video = await storeVideo(body);
    log.info({ url: video.url, bytes: body.byteLength }, "video uploaded");
    return json({ url: video.url, width: 0, height: 0 }, 201);
  } catch (error) {
    if (error instanceof UnsupportedVideoError) return json({ error: error.message }, 415);
    log.error({ err: error }, "video upload failed");
    return json({ error: "The video could not be stored." }, 500);
  }
}
