import { z } from "zod";
import { isId } from "../ids";
import { isAllowedImageUrl } from "../media/image-hosts";
import { type PostInput, postInputSchema, splitTags } from "./post-input";
import { readTimeValue } from "./read-time";
import { makeTeaser } from "./teaser";

const ADMIN_EXCERPT_LENGTH = 120;

/*
 * The admin's blog form: one schema, run in the browser before sending (errors appear beside
 * their fields at once) and again in the Server Action, which trusts nothing it receives.
 */

// Generous caps on what the action parses at all; postInputSchema holds the real limits.
const text = z.string().max(250_000);

/** What the form holds: text as typed, plus the AI flags the AI actions set. */
export const postFormValuesSchema = z.object({
  title: text,
  category: text,
  content: text,
  author: text,
  excerpt: text,
  imageUrl: text,
  readTime: text,
  tags: text,
  status: text,
  /** With status "published": when to publish, as an ISO-8601 time; empty for now. */
  publishAt: z.string().max(64).default(""),
  aiEnhanced: z.boolean(),
  aiBadge: z.string().max(200),
});
export type PostFormValues = z.infer<typeof postFormValuesSchema>;
export type PostFormField = Exclude<keyof PostFormValues, "aiEnhanced" | "aiBadge">;

export const EMPTY_POST_FORM: PostFormValues = {
  title: "",
  category: "",
  content: "",
  author: "",
  excerpt: "",
  imageUrl: "",
  readTime: "",
  tags: "",
  status: "published",
  publishAt: "",
  aiEnhanced: false,
  aiBadge: "",
};

const FORM_FIELDS = new Set<PropertyKey>(Object.keys(postFormValuesSchema.shape));
const isFormField = (key: PropertyKey | undefined): key is PostFormField =>
  key !== undefined && FORM_FIELDS.has(key) && key !== "aiEnhanced" && key !== "aiBadge";

export type FieldErrors = Partial<Record<PostFormField, string>>;

/** An image is a site path (an upload, the sample media) or https on an allowed host. */
export { isAllowedImageUrl } from "../media/image-hosts";

/** The form's values as a post: tags split, read time and excerpt filled in when left empty. */
export function toPostInput(values: PostFormValues): PostInput {
  const content = values.content.trim();
  return {
    title: values.title,
    category: values.category,
    content,
    author: values.author,
    excerpt: values.excerpt.trim() || makeTeaser(content, ADMIN_EXCERPT_LENGTH),
    imageUrl: values.imageUrl,
    readTime: values.readTime.trim() || (content ? readTimeValue(content) : ""),
    tags: splitTags(values.tags),
    aiEnhanced: values.aiEnhanced,
    aiBadge: values.aiBadge,
    status: values.status === "draft" ? "draft" : "published",
    publishAt: values.status === "draft" ? null : values.publishAt.trim() || null,
  };
}

const MESSAGES: Partial<Record<PostFormField, string>> = {
  imageUrl: "Use an uploaded image, a site path or an https URL from an allowed host",
  tags: "At most 20 tags of 40 characters each",
  status: "Choose draft or published",
  publishAt: "Choose a date and time to publish at",
};

/** Validates form values; the post to store, or the first error of each field. */
export function validatePostForm(
  values: PostFormValues,
  remoteImageHosts: readonly string[],
): { ok: true; input: PostInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const input = toPostInput(values);
  const result = postInputSchema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (!isFormField(field)) continue;
      errors[field] ??=
        MESSAGES[field] ??
        (issue.code === "too_big" ? `At most ${issue.maximum} characters` : issue.message);
    }
  }
  const imageUrl = values.imageUrl.trim();
  if (!errors.imageUrl && imageUrl && !isAllowedImageUrl(imageUrl, remoteImageHosts)) {
    errors.imageUrl = MESSAGES.imageUrl;
  }
  if (!["draft", "published"].includes(values.status)) errors.status = MESSAGES.status;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}

/** The form as the Server Action receives it: which post (if editing), which version, values. */
export const savePostRequestSchema = z.object({
  id: z.string().refine(isId).nullable(),
  /** The updatedAt of the version the editor loaded; the update is refused if it changed. */
  version: z.iso.datetime().nullable(),
  values: postFormValuesSchema,
});
export type SavePostRequest = z.infer<typeof savePostRequestSchema>;
