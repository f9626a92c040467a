import "server-only";
import type { Metadata } from "next";
import { type CategoryEntry, categoryHref } from "@/lib/categories/category";
import type { CategoryPage } from "@/lib/categories/category-page";
import type { SiteSettings } from "@/lib/settings/site-settings";
import { resolveCategoryImage } from "@/lib/categories/category-image";
import { breadcrumbJsonLd } from "../seo/json-ld";
import { absoluteUrl, pageMetadata } from "../seo/metadata";

export const CATEGORY_OG_SIZE = { width: 1200, height: 630 } as const;

/**
 * Title, description and canonical URL. The share image is the page's own when the operator
 * chose one; else the card from opengraph-image.tsx beside the page: Next.js only adds a
 * file-based image when the page's own metadata names none.
 */
export async function categoryMetadata(page: CategoryPage): Promise<Metadata> {
  const metadata = await pageMetadata({
    title: page.kind === "service" ? `${page.name} services` : `Branding for ${page.name}`,
    description: page.metaDescription || page.description,
    path: categoryHref(page),
    ...(page.shareImage ? { image: { url: page.shareImage, alt: page.name } } : {}),
  });
  if (page.shareImage) return metadata;
  const { images: _ogImages, ...openGraph } = metadata.openGraph ?? {};
  const { images: _twitterImages, ...twitter } = metadata.twitter ?? {};
  return { ...metadata, openGraph, twitter };
}

/** BreadcrumbList and Service structured data for one category page. */
export function categoryJsonLd(
  entry: CategoryEntry,
  site: SiteSettings,
): Record<string, unknown>[] {
  const url = absoluteUrl(categoryHref(entry));
  const service: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: entry.name,
    serviceType: entry.kind === "service" ? entry.name : "Brand, design and marketing",
    description: entry.description,
    url,
    image: absoluteUrl(resolveCategoryImage(entry)),
    provider: {
      "@type": "ProfessionalService",
      name: site.legalName,
      url: absoluteUrl("/"),
      email: site.email,
      telephone: site.phone,
    },
    areaServed: { "@type": "Country", name: site.country },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: entry.name,
      itemListElement: entry.details.map((block, index) => ({
        "@type": "OfferCatalog",
        name: block.title ?? `${entry.name} ${index + 1}`,
        itemListElement: block.items.map((item) => ({
          "@type": "Offer",
          itemOffered: { "@type": "Service", name: item },
        })),
      })),
    },
  };
  if (entry.kind === "industry") {
    service.audience = { "@type": "BusinessAudience", audienceType: entry.name };
  }
  return [
    breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: entry.name, path: categoryHref(entry) },
    ]),
    service,
  ];
}
