import "server-only";
import { UPLOAD_MAX_BYTES } from "@/lib/media/uploads";
import { getDb } from "@/server/db/database";
import { recordUpload } from "./media-library";
import { storeImage } from "./store-image";

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,([a-z0-9+/=\s]+)$/i;
const IMG_START = /<img\b/gi;
const DATA_SRC = /\ssrc\s*=\s*(["'])(data:image\/[^"']*)\1/i;

type Found = { start: number; end: number; url: string };

/**
 * The data: URLs in the src of each <img>, in one pass: each tag is read up to its ">" and no
 * further, and the search goes on after it. (A single regular expression that looks for the
 * src from every "<img" reads to the end of the text each time: quadratic on a megabyte of
 * "<img" without ">".)
 */
function findDataSrcs(html: string): Found[] {
  const found: Found[] = [];
  IMG_START.lastIndex = 0;
  for (let tag = IMG_START.exec(html); tag; tag = IMG_START.exec(html)) {
    const end = html.indexOf(">", tag.index);
    // No ">" after this "<img", so none after any later one either.
    if (end === -1) break;
    const src = DATA_SRC.exec(html.slice(tag.index, end));
    if (src?.[2] !== undefined) {
      const start = tag.index + src.index + src[0].length - 1 - src[2].length;
      found.push({ start, end: start + src[2].length, url: src[2] });
    }
    IMG_START.lastIndex = end + 1;
  }
  return found;
}

/** The bytes of a base64 image data: URL, or undefined if it is not one (or too large). */
export function dataUrlBytes(url: string): Buffer | undefined {
  const base64 = DATA_URL.exec(url.trim())?.[1];
  if (!base64) return undefined;
  const bytes = Buffer.from(base64.replace(/\s+/g, ""), "base64");
  return bytes.length > 0 && bytes.length <= UPLOAD_MAX_BYTES ? bytes : undefined;
}

/**
 * A pasted base64 image becomes an upload, in the media library at once like any other
 * (docs/decisions/0041); anything else passes through unchanged.
 */
export async function uploadDataUrl(url: string): Promise<string> {
  const bytes = dataUrlBytes(url);
  if (!bytes) return url;
  const stored = await storeImage(bytes);
  await recordUpload(await getDb(), stored, "image", stored.key);
  return stored.url;
}

/**
 * Uploads every base64 image in a post's HTML and points its <img> at the stored file, so
 * content keeps no megabytes of inline images. One that cannot be read is left to the
 * sanitiser (which keeps plain raster data: URLs and drops the rest).
 */
export async function uploadDataImages(html: string): Promise<string> {
  const found = findDataSrcs(html);
  if (found.length === 0) return html;
  const replacements = new Map<string, string>();
  for (const { url } of found) {
    if (replacements.has(url)) continue;
    replacements.set(url, await uploadDataUrl(url).catch(() => url));
  }
  const parts: string[] = [];
  let from = 0;
  for (const { start, end, url } of found) {
    parts.push(html.slice(from, start), replacements.get(url) ?? url);
    from = end;
  }
  parts.push(html.slice(from));
  return parts.join("");
}
