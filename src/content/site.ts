/**
 * The agency's identity and contact details, in one place (docs/decisions/0011).
 * An agency deploying this site replaces these values; everything else reads them.
 */
export const site = {
  name: "Kursi",
  legalName: "Kursi Brand & Design Studio",
  tagline: "Every brand has its empty chair. We make sure yours commands attention.",
  footerTagline:
    "Positioning brands to lead through strategic thinking, creative excellence, and purposeful execution.",
  description:
    "Kursi is a brand, design and marketing agency in Ahmedabad. We position brands to lead through strategy, identity, digital and campaigns.",
  email: "hello@example.com",
  phone: "+91 00000 00000",
  /** Digits only, international format, as wa.me expects. */
  whatsapp: "910000000000",
  address: {
    street: "Studio 4, Example House, C.G. Road",
    city: "Ahmedabad",
    region: "Gujarat",
    postalCode: "380009",
    country: "India",
  },
  social: [
    { label: "Instagram", href: "https://www.instagram.com/" },
    { label: "LinkedIn", href: "https://www.linkedin.com/" },
    { label: "X", href: "https://x.com/" },
  ],
  copyrightYear: 2025,
} as const;

export type Site = typeof site;

export function formatAddress(address: Site["address"] = site.address): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`;
}
