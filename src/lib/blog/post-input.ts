import { z } from "zod";
import { isStorableImageUrl } from "../media/image-hosts";

/** Field limits of a post; generous, but they keep one request from storing megabytes. */
const POST_LIMITS = {
  title: 200,
  category: 80,
  content: 200_000,
  author: 120,
  excerpt: 500,
  imageUrl: 2048,
  tag: 40,
  tags: 20,
  readTime: 20,
  aiBadge: 40,
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** The longest image URL a post may hold. */
export const POST_IMAGE_URL_MAX = POST_LIMITS.imageUrl;

/** A site path ("/media/…") or an http(s) URL; never a scheme that could run or embed code. */
const imageUrl = z
  .string()
  .trim()
  .max(POST_LIMITS.imageUrl)
  .refine((value) => value === "" || isStorableImageUrl(value), {
    message: "must be a site path (/…) or an http(s) URL",
  })
  .nullish()
  .transform((value) => (value ? value : null));

/** Comma-separated tags as the admin form takes them: trimmed, blanks dropped. */
export function splitTags(value: string): string[] {
  return value
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** What a post is made of when created or updated; the server sets id, status dates and times. */
export const postInputSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(POST_LIMITS.title),
  category: z.string().trim().min(1, "Category is required").max(POST_LIMITS.category),
  content: z.string().trim().min(1, "Content is required").max(POST_LIMITS.content),
  imageUrl,
  author: optionalText(POST_LIMITS.author),
  excerpt: optionalText(POST_LIMITS.excerpt),
  tags: z
    .array(z.string().trim().max(POST_LIMITS.tag))
    .max(POST_LIMITS.tags)
    .default([])
    .transform((tags) => [...new Set(tags.filter(Boolean))]),
  readTime: optionalText(POST_LIMITS.readTime),
  aiEnhanced: z.boolean().default(false),
  aiBadge: optionalText(POST_LIMITS.aiBadge),
  status: z.enum(["draft", "published"]).default("published"),
  /**
   * With status "published", a time to publish at: a later one keeps the post a draft until
   * then (scheduled); a past one publishes it now. Ignored for a draft.
   */
  publishAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((value) => (value ? new Date(value) : null)),
});

export type PostInput = z.input<typeof postInputSchema>;
export type ValidPostInput = z.output<typeof postInputSchema>;
