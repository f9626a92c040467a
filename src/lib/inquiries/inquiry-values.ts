export const INQUIRY_NAME_MAX = 200;
export const INQUIRY_COMPANY_MAX = 200;
/** The longest address SMTP can carry (RFC 5321 path limit less the angle brackets). */
export const INQUIRY_EMAIL_MAX = 254;
export const INQUIRY_MESSAGE_MAX = 5000;

/*
 * The contact form's field names and values: what both the form and the server speak. Kept apart
 * from the rules (inquiry-schema.ts) so that the page can render the form without loading zod;
 * the browser loads the rules when a person starts filling it in.
 */

/** The Project Type options, in the original form's order. */
export const PROJECT_TYPES = [
  "brand-identity",
  "creative-design",
  "digital",
  "marketing",
  "strategy",
  "multimedia",
  "extended",
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const INQUIRY_FIELDS = ["name", "email", "company", "project", "message"] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];
export type InquiryValues = Record<InquiryField, string>;
export type InquiryFieldErrors = Partial<Record<InquiryField, string>>;

/** Fields the form sends besides the visible ones. */
export const HONEYPOT_FIELD = "website";
export const TOKEN_FIELD = "token";
export const REFERRER_FIELD = "referrer";

export const emptyInquiryValues: InquiryValues = {
  name: "",
  email: "",
  company: "",
  project: "",
  message: "",
};

export function isInquiryField(key: PropertyKey | undefined): key is InquiryField {
  return typeof key === "string" && (INQUIRY_FIELDS as readonly string[]).includes(key);
}

/** What the person typed, to show again after an error (never the hidden fields). */
export function valuesOf(record: Readonly<Record<string, unknown>>): InquiryValues {
  const values = { ...emptyInquiryValues };
  for (const field of INQUIRY_FIELDS) {
    const value = record[field];
    if (typeof value === "string") values[field] = value.slice(0, INQUIRY_MESSAGE_MAX * 2);
  }
  return values;
}
