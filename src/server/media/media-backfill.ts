import "server-only";
import sharp from "sharp";
import type { Db } from "@/server/db/connect";
import { log } from "@/server/log";
import { type MediaStorage, mediaContentType } from "@/server/storage/media-storage";
import { listMediaKeys, recordMedia } from "./media-library";

const VIDEO_KEY = /\.(?:mp4|webm)$/;

/** An image's size as pages show it (an animation's frames are stacked in `height`). */
async function imageSize(bytes: Uint8Array) {
  try {
    const { width, height, pageHeight } = await sharp(bytes).metadata();
    return { width: width ?? null, height: pageHeight ?? height ?? null };
  } catch {
    return { width: null, height: null };
  }
}

/**
 * Gives every stored file without a row its row (docs/decisions/0041): files uploaded before the
 * library existed, pasted into a post (uploaded when it is saved) or imported. Read from the
 * storage's own listing, so files nothing uses yet are found too. Idempotent, and safe on
 * several instances at once (a key recorded twice keeps its first row). Answers how many rows
 * it added.
 */
export async function recordStoredFiles(db: Db, storage: MediaStorage): Promise<number> {
  const known = await listMediaKeys(db);
  let added = 0;
  for await (const key of storage.list()) {
    if (known.has(key)) continue;
    const video = VIDEO_KEY.test(key);
    // A video is only measured; an image is read for its dimensions.
    const bytes = video ? await storage.size(key) : await storage.get(key);
    if (bytes === undefined) continue;
    const size = typeof bytes === "number" ? { width: null, height: null } : await imageSize(bytes);
    await recordMedia(db, {
      key,
      kind: video ? "video" : "image",
      contentType: mediaContentType(key),
      bytes: typeof bytes === "number" ? bytes : bytes.byteLength,
      ...size,
      name: key,
      source: "storage",
    });
    added += 1;
  }
  if (added > 0) log.info({ added }, "stored files recorded in the media library");
  return added;
}
