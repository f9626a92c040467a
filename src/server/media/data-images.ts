import "server-only";
import { UPLOAD_MAX_BYTES } from "@/lib/media/uploads";
import { storeImage } from "./store-image";

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,([a-z0-9+/=\s]+)$/i;
const IMG_DATA_SRC = /(<img\b[^>]*?\ssrc\s*=\s*)(["'])(data:image\/[^"']*)\2/gi;

/** The bytes of a base64 image data: URL, or undefined if it is not one (or too large). */
export function dataUrlBytes(url: string): Buffer | undefined {
  const base64 = DATA_URL.exec(url.trim())?.[1];
  if (!base64) return undefined;
  const bytes = Buffer.from(base64.replace(/\s+/g, ""), "base64");
  return bytes.length > 0 && bytes.length <= UPLOAD_MAX_BYTES ? bytes : undefined;
}

/** A pasted base64 image becomes an upload; anything else passes through unchanged. */
export async function uploadDataUrl(url: string): Promise<string> {
  const bytes = dataUrlBytes(url);
  return bytes ? (await storeImage(bytes)).url : url;
}

/**
 * Uploads every base64 image in a post's HTML and points its <img> at the stored file, so
 * content keeps no megabytes of inline images. One that cannot be read is left to the
 * sanitiser (which keeps plain raster data: URLs and drops the rest).
 */
export async function uploadDataImages(html: string): Promise<string> {
  const found = [...html.matchAll(IMG_DATA_SRC)];
  if (found.length === 0) return html;
  const replacements = new Map<string, string>();
  for (const match of found) {
    const url = match[3] ?? "";
    if (replacements.has(url)) continue;
    replacements.set(url, await uploadDataUrl(url).catch(() => url));
  }
  return html.replace(
    IMG_DATA_SRC,
    (whole, start: string, quote: string, url: string) =>
      `${start}${quote}${replacements.get(url) ?? url}${quote}`,
  );
}
