/** What the admin may upload as a post image; the server checks the bytes, not the name. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_ACCEPTED_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/avif",
  "image/gif",
] as const;
/** Work videos (docs/decisions/0024): checked from their bytes, stored as they are. */
export const VIDEO_UPLOAD_MAX_BYTES = UPLOAD_MAX_BYTES;
export const VIDEO_ACCEPTED_TYPES = ["video/mp4", "video/webm"] as const;

/** Stored images are at most this wide (and never enlarged). */
export const UPLOAD_MAX_WIDTH_PX = 2400;
/** The public path stored images are served from (src/app/uploads/[...path]/route.ts). */
export const UPLOADS_PATH = "/uploads";

export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** Why an upload route refused a file (src/server/media/upload-route.ts). */
export type UploadError = { error: string };
/** The image upload route's answer; `id` is the file's entry in the media library (src/app/api/admin/uploads/route.ts). */
export type ImageUploadResponse =
  { url: string; width: number; height: number; id: string } | UploadError;
/** The video upload route's answer (src/app/api/admin/uploads/video/route.ts). */
export type VideoUploadResponse = { url: string; id: string } | UploadError;
