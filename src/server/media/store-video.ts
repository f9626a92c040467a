import "server-only";
import { createHash } from "node:crypto";
import { UPLOADS_PATH } from "@/lib/media/uploads";
import { getMediaStorage } from "@/server/storage/storage";
import { detectVideoType } from "./video-type";

export class UnsupportedVideoError extends Error {
  constructor() {
    super("Upload an MP4 or WebM video.");
    this.name = "UnsupportedVideoError";
  }
}

/**
 * Stores an uploaded work video under a name made from its content, once its container has
 * been recognised from the bytes. Videos are not re-encoded (the server has no encoder); their
 * type comes from the container, never from the name the browser sent. They are always linked
 * through this site's /uploads/ route, which reads either storage driver, so the CSP's
 * media-src stays 'self' (docs/decisions/0024).
 */
export async function storeVideo(
  bytes: Uint8Array,
): Promise<{ url: string; key: string; bytes: number }> {
  const type = detectVideoType(bytes);
  if (!type) throw new UnsupportedVideoError();
  const key = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${type}`;
  await getMediaStorage().put(key, bytes);
  return { url: `${UPLOADS_PATH}/${key}`, key, bytes: bytes.byteLength };
}
