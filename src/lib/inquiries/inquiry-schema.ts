import * as z from "zod/mini";
import {
  INQUIRY_COMPANY_MAX,
  INQUIRY_EMAIL_MAX,
  INQUIRY_MESSAGE_MAX,
  INQUIRY_NAME_MAX,
} from "@/lib/inquiries/inquiry-values";
import {
  HONEYPOT_FIELD,
  type InquiryFieldErrors,
  isInquiryField,
  PROJECT_TYPES,
  type ProjectType,
  REFERRER_FIELD,
  TOKEN_FIELD,
} from "./inquiry-values";

/*
 * The contact form's rules, shared by the browser (checks before sending) and the server action
 * (the checks that count). zod/mini keeps the browser's share of it small, and the browser loads
 * it only once someone starts on the form (components/contact/inquiry-form.tsx).
 */

const REFERRER_MAX = 2048;

// Control characters have no place in a name or an address (they would also let a value break
// out of an email header); the message keeps tabs and line breaks.
const SINGLE_LINE = /^[^\p{Cc}]*$/u;
const MULTI_LINE = /^[^\0-\x08\x0B\x0C\x0E-\x1F\x7F]*$/;

const text = (
  max: number,
  messages: { required?: string; tooLong: string; invalid: string },
  multiLine = false,
) =>
  z
    // A field missing from the post altogether reads like an empty one.
    .string({ error: messages.required ?? messages.invalid })
    .check(
      z.trim(),
      ...(messages.required ? [z.minLength(1, messages.required)] : []),
      z.maxLength(max, messages.tooLong),
      z.regex(multiLine ? MULTI_LINE : SINGLE_LINE, messages.invalid),
    );

const format = (value: number) => value.toLocaleString("en-US");

/** The visible fields: what a person typed. Blank optional fields become null. */
export const inquiryFieldsSchema = z.object({
  name: text(INQUIRY_NAME_MAX, {
    required: "Please tell us your name.",
    tooLong: `Please keep your name under ${format(INQUIRY_NAME_MAX)} characters.`,
    invalid: "Your name can only be one line of text.",
  }),
  email: z.pipe(
    text(INQUIRY_EMAIL_MAX, {
      required: "Please enter your email address.",
      tooLong: `An email address has at most ${format(INQUIRY_EMAIL_MAX)} characters.`,
      invalid: "Please enter an email address like name@example.com.",
    }),
    z.email({ error: "Please enter an email address like name@example.com." }),
  ),
  company: z.pipe(
    z.optional(
      text(INQUIRY_COMPANY_MAX, {
        tooLong: `Please keep the company name under ${format(INQUIRY_COMPANY_MAX)} characters.`,
        invalid: "The company name can only be one line of text.",
      }),
    ),
    z.transform((value) => value || null),
  ),
  project: z.pipe(
    z.optional(
      z.union([z.literal(""), z.enum(PROJECT_TYPES)], {
        error: "Please choose a project type from the list.",
      }),
    ),
    z.transform((value): ProjectType | null => value || null),
  ),
  message: text(
    INQUIRY_MESSAGE_MAX,
    {
      required: "Please tell us about your project.",
      tooLong: `Please keep your message under ${format(INQUIRY_MESSAGE_MAX)} characters; you can send the rest by email.`,
      invalid:
        "Your message contains characters we cannot store. Please remove them and try again.",
    },
    true,
  ),
});

/** Everything one post of the form may carry; any other field makes it invalid. */
export const inquirySubmissionSchema = z.strictObject({
  ...inquiryFieldsSchema.def.shape,
  [HONEYPOT_FIELD]: z.optional(z.string()),
  [TOKEN_FIELD]: z.optional(z.string().check(z.maxLength(256))),
  [REFERRER_FIELD]: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(REFERRER_MAX))),
    z.transform((value) => (value && /^https?:\/\//i.test(value) ? value : null)),
  ),
});

/** The first message per visible field; issues about other fields are left to the caller. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): InquiryFieldErrors {
  const errors: InquiryFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isInquiryField(field)) errors[field] ??= issue.message;
  }
  return errors;
}
