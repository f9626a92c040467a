import { IMAGE_DEVICE_SIZES, IMAGE_QUALITIES, IMAGE_SIZES } from "@/lib/media/image-optimizer";
import { IMAGE_ROUTE, isOptimizableLocalSource } from "@/lib/media/image-request";

/*
 * Images inside a post's text, offered to the browser at the widths it needs (issue 28): a
 * `srcset` of optimiser addresses, written exactly as next/image writes them (the only form the
 * production server lets through, src/lib/media/image-request.ts), and a `sizes` that says how
 * wide the image is drawn in the article's column.
 */

/** The text column is at most 44rem wide (components/blog/post-article-view.tsx). */
export const POST_COLUMN_MAX_PX = 704;
/** Below 48rem the column is the viewport less the page's side padding (1.25rem a side). */
const POST_COLUMN_FROM_PX = 768;
const PAGE_PADDING_PX = 40;
/** Screens up to this density get a sharp image; denser ones share the largest file. */
const MAX_DENSITY = 2;
/** Candidates narrower than this are not worth a request of their own. */
const MIN_CANDIDATE_PX = 384;

const QUALITY = IMAGE_QUALITIES[0];
const OPTIMIZER_WIDTHS = [...IMAGE_SIZES, ...IMAGE_DEVICE_SIZES].sort((a, b) => a - b);

/** The widths a content image is offered at: from 384 up to the first that covers 704 at 2x. */
export const POST_IMAGE_WIDTHS: readonly number[] = (() => {
  const needed = POST_COLUMN_MAX_PX * MAX_DENSITY;
  const last = OPTIMIZER_WIDTHS.find((width) => width >= needed) ?? OPTIMIZER_WIDTHS.at(-1)!;
  return OPTIMIZER_WIDTHS.filter((width) => width >= MIN_CANDIDATE_PX && width <= last);
})();

/** The optimiser's address for `source` at `width`, as next/image's default loader writes it. */
export function optimizedImageUrl(source: string, width: number): string {
  return `${IMAGE_ROUTE}?url=${encodeURIComponent(source)}&w=${width}&q=${QUALITY}`;
}

export type ImageSize = { width: number; height: number };

export type ResponsiveImage = { srcset: string; sizes: string; width: number; height: number };

/**
 * The attributes that let a browser pick its file: `intrinsic` is the stored file's size,
 * `shown` the width/height the author gave the image, if any. The optimiser never enlarges, so
 * a request wider than the file gets the file's own width and is described with that width.
 * Width and height are always written, so the browser reserves the image's space before it
 * loads and never draws it larger than the author (or the file) said. Null for any source the
 * optimiser does not take: such an image keeps its plain `src`.
 */
export function responsiveImage(
  source: string,
  intrinsic: ImageSize,
  shown: Partial<ImageSize> = {},
): ResponsiveImage | null {
  if (!isOptimizableLocalSource(source) || !isSize(intrinsic)) return null;
  const candidates = POST_IMAGE_WIDTHS.filter((width) => width < intrinsic.width).map(
    (width) => [width, width] as const,
  );
  const covering = POST_IMAGE_WIDTHS.find((width) => width >= intrinsic.width);
  if (covering !== undefined) candidates.push([covering, intrinsic.width]);
  const srcset = candidates
    .map(([requested, delivered]) => `${optimizedImageUrl(source, requested)} ${delivered}w`)
    .join(", ");

  const width = positive(shown.width) ?? intrinsic.width;
  const height = positive(shown.height) ?? Math.round((width * intrinsic.height) / intrinsic.width);
  return { srcset, sizes: sizesFor(width), width, height };
}

/** How wide the image is drawn: the column, or its own width where the column is wider. */
function sizesFor(width: number): string {
  const column = `calc(100vw - ${PAGE_PADDING_PX}px)`;
  if (width >= POST_COLUMN_MAX_PX)
    return `(min-width: ${POST_COLUMN_FROM_PX}px) ${POST_COLUMN_MAX_PX}px, ${column}`;
  return `(min-width: ${width + PAGE_PADDING_PX}px) ${width}px, ${column}`;
}

function isSize(size: ImageSize): boolean {
  return positive(size.width) !== undefined && positive(size.height) !== undefined;
}

function positive(value: number | undefined): number | undefined {
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : undefined;
}
