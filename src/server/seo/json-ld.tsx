import "server-only";
import { type SiteSettings, socialLinks } from "@/lib/settings/site-settings";
import { absoluteUrl } from "./metadata";

type JsonLdValue = Record<string, unknown>;

/**
 * Renders structured data. "<" is escaped so a value can never close the script element.
 * The production server hashes every inline script into the CSP, so this needs no nonce.
 */
export function JsonLd({ data }: { data: JsonLdValue | JsonLdValue[] }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export function organizationJsonLd(site: SiteSettings): JsonLdValue {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: site.legalName,
    alternateName: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/media/brand/favicon-512.png"),
    email: site.email,
    telephone: site.phone,
    description: site.description,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.street,
      addressLocality: site.city,
      addressRegion: site.region,
      postalCode: site.postalCode,
      addressCountry: "IN",
    },
    sameAs: socialLinks(site).map((link) => link.href),
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]): JsonLdValue {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
