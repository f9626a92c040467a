import { VIDEO_UPLOAD_MAX_BYTES } from "@/lib/media/uploads";
import { storeVideo, UnsupportedVideoError } from "@/server/media/store-video";
import { uploadRoute } from "@/server/media/upload-route";

/**
 * Uploads a work's video, stored as it is once its container (MP4 or WebM) is read from the
 * bytes (see video-type.ts). Answers a VideoUploadResponse: a video has no dimensions here.
 */
export const POST = uploadRoute({
  noun: "video",
  maxBytes: VIDEO_UPLOAD_MAX_BYTES,
  store: storeVideo,
  Unsupported: UnsupportedVideoError,
});
