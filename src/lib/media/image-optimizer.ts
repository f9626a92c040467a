/**
 * What the image optimiser (/_next/image) may be asked for: read by next.config.ts and by the
 * production server, which refuses anything else before Next.js sees it (docs/decisions/0031).
 */

/** Preferred first: a browser that takes both gets AVIF. */
export const IMAGE_FORMATS = ["image/avif", "image/webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

// One list of candidate widths (imageSizes fill in below the first device size): 384 serves
// a 375 px phone, so the device list starts at 640 and every srcset is a few entries shorter.
export const IMAGE_DEVICE_SIZES = [640, 768, 1024, 1280, 1600, 1920];
export const IMAGE_SIZES = [64, 128, 256, 384];
/** next/image's default quality, and the only one: every other would be one more encode. */
export const IMAGE_QUALITIES = [75];
/** Optimised images are kept (and may be cached by browsers) this long: 30 days. */
export const IMAGE_MINIMUM_CACHE_TTL_S = 60 * 60 * 24 * 30;
/** The optimiser's disk cache never holds more than this (IMAGE_CACHE_MB): 512 MiB. */
export const IMAGE_CACHE_MB_DEFAULT = 512;

/** IMAGE_CACHE_MB in bytes, read when Next.js loads its configuration (at build and at start). */
export function imageDiskCacheBytes(value: string | undefined): number {
  const megabytes = Number(value || IMAGE_CACHE_MB_DEFAULT);
  return (
    (Number.isInteger(megabytes) && megabytes > 0 ? megabytes : IMAGE_CACHE_MB_DEFAULT) *
    1024 *
    1024
  );
}
