import type { ImageUploadResponse, VideoUploadResponse } from "@/lib/media/uploads";
import { formatMegabytes, UPLOAD_MAX_BYTES, VIDEO_UPLOAD_MAX_BYTES } from "@/lib/media/uploads";
import { uploadRequestHeaders } from "@/lib/media/upload-request";

export type MediaUpload = { ok: true; id: string } | { ok: false; message: string };

/**
 * Sends a file picked in the library to the upload route of its kind (a video's type starts
 * with "video/"; anything else is tried as an image, and the server decides from the bytes).
 */
export async function uploadMediaFile(file: File): Promise<MediaUpload> {
  const video = file.type.startsWith("video/");
  const max = video ? VIDEO_UPLOAD_MAX_BYTES : UPLOAD_MAX_BYTES;
  if (file.size > max)
    return { ok: false, message: `The file is larger than ${formatMegabytes(max)}.` };
  try {
    const response = await fetch(video ? "/api/admin/uploads/video" : "/api/admin/uploads", {
      method: "POST",
      body: file,
      headers: uploadRequestHeaders(file),
    });
    const body = (await response.json()) as ImageUploadResponse | VideoUploadResponse;
    if (response.ok && "id" in body) return { ok: true, id: body.id };
    return { ok: false, message: "error" in body ? body.error : "The file could not be uploaded." };
  } catch {
    return { ok: false, message: "The file could not be uploaded. Check your connection." };
  }
}
