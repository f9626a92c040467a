import "server-only";
import type { Metadata } from "next";
import type { SiteSettings } from "@/lib/settings/site-settings";
import { env } from "@/server/env";
import { getSiteSettings } from "@/server/settings/site-settings";

type ShareImage = { url: string; width?: number; height?: number; alt?: string };

/** The share card of a page that has none of its own: the settings' image, or the shipped one. */
export function defaultShareImage(site: SiteSettings): ShareImage {
  const alt = `${site.name}: brand, design and marketing agency`;
  return site.shareImage
    ? { url: site.shareImage, alt }
    : { url: "/media/brand/og-default.png", width: 1200, height: 630, alt };
}

export function absoluteUrl(path: string): string {
  return new URL(path, env.SITE_URL).toString();
}

/** Defaults for every page: the title template carries the brand name. */
export async function rootMetadata(): Promise<Metadata> {
  const site = await getSiteSettings();
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: `${site.name} · Positioned to lead`, template: `%s · ${site.name}` },
    description: site.description,
    applicationName: site.name,
    openGraph: {
      siteName: site.name,
      type: "website",
      locale: "en_IN",
      images: [defaultShareImage(site)],
    },
    twitter: { card: "summary_large_image" },
    formatDetection: { telephone: false },
  };
}

type PageMetadataInput = {
  title: string;
  description: string;
  /** Path of the page, e.g. "/about"; becomes the canonical URL. */
  path: string;
  image?: ShareImage;
  type?: "website" | "article";
  publishedTime?: string;
  modifiedTime?: string;
  noindex?: boolean;
  /** Use the title as written, without the brand template. */
  absoluteTitle?: boolean;
};

/**
 * Title, description, canonical URL, Open Graph and Twitter data for one page; the input may
 * be written from the site settings (the brand name in a description).
 */
export async function pageMetadata(
  from: PageMetadataInput | ((site: SiteSettings) => PageMetadataInput),
): Promise<Metadata> {
  const site = await getSiteSettings();
  const input = typeof from === "function" ? from(site) : from;
  const images = input.image ? [input.image] : [defaultShareImage(site)];
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    alternates: { canonical: input.path },
    openGraph: {
      title: input.title,
      description: input.description,
      url: input.path,
      siteName: site.name,
      locale: "en_IN",
      type: input.type ?? "website",
      images,
      ...(input.type === "article"
        ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime }
        : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: input.title,
      description: input.description,
      images: images.map((image) => image.url),
    },
    ...(input.noindex ? { robots: { index: false, follow: false } } : {}),
  };
}
