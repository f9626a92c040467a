/** Where category artwork lives when an entry names no image (public/media/categories). */
const CATEGORY_IMAGE_DIR = "/media/categories";
const CATEGORY_IMAGE_EXTENSION = "webp";

type ImageSource = { name: string; path?: string; image?: string };

/**
 * The hero image of a category: the entry's own image, else a file in the category directory
 * named after the path, else after the name without spaces.
 */
export function resolveCategoryImage({ name, path, image }: ImageSource): string {
  if (image?.trim()) return image.trim();
  const stem = path?.trim() || name.replace(/\s+/g, "");
  return `${CATEGORY_IMAGE_DIR}/${encodeURIComponent(stem)}.${CATEGORY_IMAGE_EXTENSION}`;
}
