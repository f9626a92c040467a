import "server-only";
import { createHash } from "node:crypto";
import { mediaUrl } from "@/server/storage/media-url";
import { getMediaStorage } from "@/server/storage/storage";
import { processImage } from "./process-image";

export type StoredImage = {
  url: string;
  width: number;
  height: number;
  /** The storage key and the stored size, for the media library. */
  key: string;
  bytes: number;
};

/**
 * Processes an uploaded image and stores it under a name made from its content, so the same
 * image uploaded twice is stored once and its URL can be cached forever.
 */
export async function storeImage(bytes: Uint8Array): Promise<StoredImage> {
  const image = await processImage(bytes);
  const key = `${createHash("sha256").update(image.data).digest("hex").slice(0, 32)}.${image.format}`;
  await getMediaStorage().put(key, image.data);
  return {
    url: mediaUrl(key),
    width: image.width,
    height: image.height,
    key,
    bytes: image.data.byteLength,
  };
}
