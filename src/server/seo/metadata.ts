import "server-only";
import type { Metadata } from "next";
import { site } from "@/content/site";
import { env } from "@/server/env";

export const DEFAULT_OG_IMAGE = {
  url: "/media/brand/og-default.png",
  width: 1200,
  height: 630,
  alt: `${site.name}: brand, design and marketing agency`,
} as const;

export function absoluteUrl(path: string): string {
  return new URL(path, env.SITE_URL).toString();
}

/** Defaults for every page: the title template carries the brand name. */
export function rootMetadata(): Metadata {
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: `${site.name} · Positioned to lead`, template: `%s · ${site.name}` },
    description: site.description,
    applicationName: site.name,
    openGraph: {
      siteName: site.name,
      type: "website",
      locale: "en_IN",
      images: [DEFAULT_OG_IMAGE],
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
  image?: { url: string; width?: number; height?: number; alt?: string };
  type?: "website" | "article";
  publishedTime?: string;
  modifiedTime?: string;
  noindex?: boolean;
  /** Use the title as written, without the brand template. */
  absoluteTitle?: boolean;
};

/** Title, description, canonical URL, Open Graph and Twitter data for one page. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const images = input.image ? [input.image] : [DEFAULT_OG_IMAGE];
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
