import type { ImageUploadResponse } from "@/lib/media/uploads";
import { formatMegabytes, UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES } from "@/lib/media/uploads";
import { uploadRequestHeaders } from "@/lib/media/upload-request";

export type UploadResult = { ok: true; url: string } | { ok: false; message: string };

const ACCEPTED = new Set<string>(UPLOAD_ACCEPTED_TYPES);

/**
 * Sends an image to the upload route. The quick checks here only spare a pointless upload;
 * the server decides from the bytes.
 */
export async function uploadImage(file: Blob): Promise<UploadResult> {
  if (file.type && !ACCEPTED.has(file.type)) {
    return { ok: false, message: "Upload a JPEG, PNG, WebP, AVIF or GIF image." };
  }
  if (file.size > UPLOAD_MAX_BYTES) {
    return { ok: false, message: `The image is larger than ${formatMegabytes(UPLOAD_MAX_BYTES)}.` };
  }
  try {
    const response = await fetch("/api/admin/uploads", {
      method: "POST",
      body: file,
      headers: uploadRequestHeaders(file),
    });
    const body = (await response.json()) as ImageUploadResponse;
    if ("url" in body && response.ok) return { ok: true, url: body.url };
    return {
      ok: false,
      message: "error" in body ? body.error : "The image could not be uploaded.",
    };
  } catch {
    return { ok: false, message: "The image could not be uploaded. Check your connection." };
  }
}

/** A base64 image data: URL as a Blob, or null if the text is not one. */
export function dataUrlToBlob(text: string): Blob | null {
  const match = /^data:(image\/[a-z0-9.+-]+);base64,([a-z0-9+/=\s]+)$/i.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  try {
    const binary = atob(match[2].replace(/\s+/g, ""));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new Blob([bytes], { type: match[1].toLowerCase() });
  } catch {
    return null;
  }
}
