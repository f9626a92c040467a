import { z } from "zod";
import { site } from "@/content/site";
import { isAllowedImageUrl } from "../media/image-hosts";

/*
 * The site settings the operator edits at /admin/settings (docs/decisions/0035): the brand as
 * written in the copy, contact details, social links, footer lines and the default share card.
 * One zod schema, run in the browser before sending and again in the Server Action. The
 * shipped values (src/content/site.ts) are the defaults: a site nobody has edited shows them.
 */

export const SETTINGS_TEXT_MAX = 120;
export const SETTINGS_LINE_MAX = 300;
/** The social networks the footer has a glyph for (src/components/brand/social-icon.tsx). */
export const SOCIAL_NETWORKS = [
  { field: "instagram", label: "Instagram" },
  { field: "linkedin", label: "LinkedIn" },
  { field: "x", label: "X" },
] as const;

const text = (label: string, max = SETTINGS_TEXT_MAX) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const socialUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(SETTINGS_LINE_MAX)
    .refine((value) => {
      if (value === "") return true;
      try {
        return new URL(value).protocol === "https:";
      } catch {
        return false;
      }
    }, `${label} must be an https:// address, or empty to hide it.`);

export const siteSettingsSchema = (remoteImageHosts: readonly string[]) =>
  z.object({
    name: text("Brand name", 60),
    legalName: text("Legal name"),
    tagline: text("Tagline", SETTINGS_LINE_MAX),
    footerTagline: text("Footer tagline", SETTINGS_LINE_MAX),
    description: text("Default meta description", SETTINGS_LINE_MAX),
    email: z.email("Enter an email address like name@example.com.").max(SETTINGS_TEXT_MAX),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{5,24}$/, "Enter a phone number like +91 79 4000 1234."),
    whatsapp: z
      .string()
      .trim()
      .regex(/^[1-9][0-9]{7,14}$/, "Enter the WhatsApp number as digits with the country code."),
    street: text("Street"),
    city: text("City", 60),
    region: text("State or region", 60),
    postalCode: text("Postal code", 20),
    country: text("Country", 60),
    instagram: socialUrl("Instagram"),
    linkedin: socialUrl("LinkedIn"),
    x: socialUrl("X"),
    copyright: text("Copyright line", SETTINGS_LINE_MAX),
    shareImage: z
      .string()
      .trim()
      .max(500)
      .refine(
        (value) => value === "" || isAllowedImageUrl(value, remoteImageHosts),
        "The share image must be an uploaded image.",
      ),
  });

export type SiteSettings = z.output<ReturnType<typeof siteSettingsSchema>>;

/** The shipped settings (src/content/site.ts): what a fresh install shows. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  name: site.name,
  legalName: site.legalName,
  tagline: site.tagline,
  footerTagline: site.footerTagline,
  description: site.description,
  email: site.email,
  phone: site.phone,
  whatsapp: site.whatsapp,
  ...site.address,
  instagram: site.social.find((link) => link.label === "Instagram")?.href ?? "",
  linkedin: site.social.find((link) => link.label === "LinkedIn")?.href ?? "",
  x: site.social.find((link) => link.label === "X")?.href ?? "",
  copyright: `© ${site.copyrightYear} ${site.legalName}. All rights reserved.`,
  shareImage: "",
};

export function formatSettingsAddress(settings: SiteSettings): string {
  return `${settings.street}, ${settings.city}, ${settings.region} ${settings.postalCode}, ${settings.country}`;
}

/** The social links to show, in the footer's order; an empty address hides its network. */
export function socialLinks(settings: SiteSettings): { label: string; href: string }[] {
  return SOCIAL_NETWORKS.flatMap(({ field, label }) =>
    settings[field] ? [{ label, href: settings[field] }] : [],
  );
}

/** The `tel:` address of a phone number as written. */
export const telHref = (phone: string) => `tel:${phone.replace(/[\s()-]+/g, "")}`;
