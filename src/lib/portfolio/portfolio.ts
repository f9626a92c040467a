import { z } from "zod";
import { isAllowedImageUrl } from "../media/image-hosts";

/*
 * The portfolio the operator edits in the admin (works, testimonials, team members): one zod
 * schema per form, run in the browser before sending and again in the Server Action, which
 * trusts nothing it receives. The public types are the content modules' (src/content).
 */

export const WORK_BACKGROUNDS = ["cream", "ink", "brand", "coral"] as const;
export type WorkBackground = (typeof WORK_BACKGROUNDS)[number];

/** The three lists the admin orders, by the word each uses in addresses and actions. */
export const PORTFOLIO_LISTS = ["works", "testimonials", "team"] as const;
export type PortfolioList = (typeof PORTFOLIO_LISTS)[number];

export const WORK_TITLE_MAX = 120;
export const WORK_CATEGORY_MAX = 60;
export const WORK_DESCRIPTION_MAX = 600;
export const TESTIMONIAL_QUOTE_MAX = 600;
export const PERSON_NAME_MAX = 80;
export const TEAM_TAGLINE_MAX = 200;

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((value) => (value === "" ? null : value));

/**
 * An uploaded image: on this site (/uploads/…, or the shipped /media/…), or on one of the hosts in
 * IMAGE_REMOTE_HOSTS, where uploads live when the bucket is served directly (S3_PUBLIC_BASE_URL,
 * docs/decisions/0021). The forms get the hosts from the server, as the blog's editor does.
 */
const image = (label: string, remoteImageHosts: readonly string[]) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(500)
    .refine(
      (value) => isAllowedImageUrl(value, remoteImageHosts),
      `${label} must be an uploaded image.`,
    );

/** An uploaded MP4 or WebM clip, or the shipped sample clips. */
export const VIDEO_PATH = /^\/(?:uploads|media\/video)\/[a-z0-9][a-z0-9_-]{0,99}\.(?:mp4|webm)$/;

/** The work form's schema, accepting images on this site or on `remoteImageHosts`. */
export const workInputSchema = (remoteImageHosts: readonly string[]) =>
  z
    .object({
      title: required("Title", WORK_TITLE_MAX),
      category: required("Category", WORK_CATEGORY_MAX),
      description: required("Description", WORK_DESCRIPTION_MAX),
      imageUrl: image("Image", remoteImageHosts),
      videoUrl: z
        .string()
        .trim()
        .refine((value) => value === "" || VIDEO_PATH.test(value), "Upload an MP4 or WebM video.")
        .transform((value) => (value === "" ? null : value)),
      posterUrl: z
        .string()
        .trim()
        .refine(
          (value) => value === "" || isAllowedImageUrl(value, remoteImageHosts),
          "Poster must be an uploaded image.",
        )
        .transform((value) => (value === "" ? null : value)),
      background: z.enum(WORK_BACKGROUNDS, "Choose a background."),
    })
    .superRefine((work, context) => {
      if (work.videoUrl && !work.posterUrl)
        context.addIssue({
          code: "custom",
          path: ["posterUrl"],
          message: "A video needs a poster image.",
        });
      if (!work.videoUrl && work.posterUrl)
        context.addIssue({
          code: "custom",
          path: ["videoUrl"],
          message: "A poster needs a video.",
        });
    });
export type WorkInput = z.output<ReturnType<typeof workInputSchema>>;
export type WorkFormValues = z.input<ReturnType<typeof workInputSchema>>;

export const testimonialInputSchema = z.object({
  quote: required("Quote", TESTIMONIAL_QUOTE_MAX),
  author: required("Author", PERSON_NAME_MAX),
  position: optional("Position", PERSON_NAME_MAX),
  company: optional("Company", PERSON_NAME_MAX),
});
export type TestimonialInput = z.output<typeof testimonialInputSchema>;
export type TestimonialFormValues = z.input<typeof testimonialInputSchema>;

/** The team member form's schema, accepting portraits as the work form accepts images. */
export const teamMemberInputSchema = (remoteImageHosts: readonly string[]) =>
  z.object({
    name: required("Name", PERSON_NAME_MAX),
    role: required("Role", PERSON_NAME_MAX),
    tagline: required("Tagline", TEAM_TAGLINE_MAX),
    imageUrl: image("Portrait", remoteImageHosts),
  });
export type TeamMemberInput = z.output<ReturnType<typeof teamMemberInputSchema>>;
export type TeamMemberFormValues = z.input<ReturnType<typeof teamMemberInputSchema>>;

export const EMPTY_WORK_FORM: WorkFormValues = {
  title: "",
  category: "",
  description: "",
  imageUrl: "",
  videoUrl: "",
  posterUrl: "",
  background: "cream",
};
export const EMPTY_TESTIMONIAL_FORM: TestimonialFormValues = {
  quote: "",
  author: "",
  position: "",
  company: "",
};
export const EMPTY_TEAM_MEMBER_FORM: TeamMemberFormValues = {
  name: "",
  role: "",
  tagline: "",
  imageUrl: "",
};

export type FormErrors = Record<string, string>;

/** The first message per field, keyed by the field's name. */
export function formErrors(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** What a portfolio Server Action answers. */
export type PortfolioActionState =
  | { status: "saved"; id: string; message: string }
  | { status: "done"; message: string }
  | { status: "invalid"; errors: FormErrors; message: string }
  | { status: "error"; message: string }
  | { status: "signed-out"; message: string };

/** A portfolio entry's id: generated ones, or the built-in entries' slugs ("saffron-thread"). */
export function isPortfolioId(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9-]{1,32}$/.test(value);
}
