import { UPLOAD_MAX_BYTES } from "@/lib/media/uploads";
import { UnsupportedImageError } from "@/server/media/process-image";
import { storeImage } from "@/server/media/store-image";
import { uploadRoute } from "@/server/media/upload-route";

/**
 * Uploads a post or work image; the stored image is a re-encoded WebP (see process-image.ts).
 * Answers an ImageUploadResponse.
 */
export const POST = uploadRoute({
  noun: "image",
  maxBytes: UPLOAD_MAX_BYTES,
  store: storeImage,
  Unsupported: UnsupportedImageError,
});
