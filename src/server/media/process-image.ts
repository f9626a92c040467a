import "server-only";
import sharp from "sharp";
import { UPLOAD_MAX_WIDTH_PX } from "@/lib/media/uploads";
import { detectImageType } from "./image-type";

// WebP's own limit on either side.
const WEBP_MAX_SIDE_PX = 16_383;
// Decoding more pixels than this (about 100 megapixels) is refused: a small file can claim
// enormous dimensions and exhaust memory.
const MAX_INPUT_PIXELS = 100_000_000;
const WEBP_QUALITY = 82;

export class UnsupportedImageError extends Error {
  constructor(message = "Upload a JPEG, PNG, WebP, AVIF or GIF image.") {
    super(message);
    this.name = "UnsupportedImageError";
  }
}

export type ProcessedImage = { data: Buffer; width: number; height: number; format: "webp" };

/**
 * Re-encodes an uploaded image as WebP: format checked from the bytes, turned upright from its
 * EXIF orientation, at most 2400 px wide, every metadata block (EXIF, GPS, XMP, ICC comments)
 * dropped. Animated GIF and WebP stay animated.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const type = detectImageType(bytes);
  if (!type) throw new UnsupportedImageError();
  const animated = type === "gif" || type === "webp";
  try {
    const { data, info } = await sharp(bytes, {
      animated,
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: "error",
    })
      .rotate()
      .resize({
        width: UPLOAD_MAX_WIDTH_PX,
        height: WEBP_MAX_SIDE_PX,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    // For an animation, height is the height of all frames stacked.
    const height = info.pageHeight ?? info.height;
    return { data, width: info.width, height, format: "webp" };
  } catch (error) {
    throw new UnsupportedImageError(
      `The image could not be read${error instanceof Error ? ` (${error.message})` : ""}.`,
    );
  }
}
