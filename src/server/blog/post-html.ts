import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { isOptimizableLocalSource } from "@/lib/media/image-request";
import { type MediaAlts, mediaAltFor } from "@/lib/media/media-library";
import { type ImageSize, responsiveImage } from "@/lib/media/responsive-image";
import { UPLOADS_PATH } from "@/lib/media/uploads";
import { log } from "@/server/log";
import { MEDIA_KEY } from "@/server/storage/media-storage";
import { getMediaStorage } from "@/server/storage/storage";
import { sanitizePostHtml } from "./sanitize";

/*
 * Images in a post's text get `srcset`, `sizes`, `width` and `height` at render (issue 28), so
 * a phone downloads a file the width of its screen instead of the 2,400 px upload. Only the
 * site's own images (/uploads/, /media/) qualify: those are the sources the optimiser takes.
 */

/** Stored files are named by their content, so a size once read holds on every instance. */
const sizes = new LRUCache<string, ImageSize | "unusable">({ max: 2000 });

/** `src="…"` of each image in sanitised HTML, which always quotes attributes this way. */
const IMAGE_SOURCE = /<img\b[^>]*?\ssrc="([^"]+)"/g;

async function readSource(source: string): Promise<Uint8Array | undefined> {
  if (source.startsWith(`${UPLOADS_PATH}/`)) {
    const key = source.slice(UPLOADS_PATH.length + 1);
    return MEDIA_KEY.test(key) ? getMediaStorage().get(key) : undefined;
  }
  // A canonical /media/ path has no dot segments: it stays inside public/.
  return readFile(path.join(process.cwd(), "public", source)).catch(() => undefined);
}

/** The file's size; "unusable" for a missing or animated file (the optimiser passes those). */
async function imageSize(source: string): Promise<ImageSize | "unusable"> {
  const known = sizes.get(source);
  if (known) return known;
  let size: ImageSize | "unusable" = "unusable";
  try {
    const bytes = await readSource(source);
    if (bytes) {
      const { width, height, pages } = await sharp(bytes).metadata();
      if (width && height && (pages ?? 1) === 1) size = { width, height };
    }
  } catch (error) {
    log.warn({ err: error, source }, "a post image's size could not be read");
  }
  sizes.set(source, size);
  return size;
}

function attribute(value: string | undefined): number | undefined {
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * A post's HTML for its public page: sanitised (sanitize.ts), with the site's images made
 * responsive. The attributes added are computed here from a source the optimiser accepts and
 * the file's size; the sanitiser drops any `srcset` or `sizes` the post itself carried. An
 * image the post gives no alt text of its own gets the media library's (`alts`, 0041).
 */
export async function renderPostHtml(html: string, alts: MediaAlts = {}): Promise<string> {
  const clean = sanitizePostHtml(html);
  const all = [...new Set([...clean.matchAll(IMAGE_SOURCE)].map((match) => match[1]!))];
  const sources = all.filter(isOptimizableLocalSource);
  const described = all.some((source) => mediaAltFor(alts, source) !== undefined);
  if (sources.length === 0 && !described) return clean;
  const known = new Map(
    await Promise.all(sources.map(async (source) => [source, await imageSize(source)] as const)),
  );
  return sanitizePostHtml(html, (attribs) => {
    const alt = attribs.alt?.trim() ? undefined : mediaAltFor(alts, attribs.src);
    const added: Record<string, string> = alt ? { alt } : {};
    const size = known.get(attribs.src ?? "");
    const image =
      size && size !== "unusable"
        ? responsiveImage(attribs.src!, size, {
            width: attribute(attribs.width),
            height: attribute(attribs.height),
          })
        : undefined;
    if (image)
      Object.assign(added, {
        srcset: image.srcset,
        sizes: image.sizes,
        width: String(image.width),
        height: String(image.height),
      });
    return Object.keys(added).length > 0 ? added : null;
  });
}
