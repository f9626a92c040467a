import { notFound } from "next/navigation";
import { SITE_EDITION } from "@/lib/routes/site-edition";
import { PageHero } from "@/components/common/page-hero";
import { BrandStory } from "@/components/home/brand-story";
import { pageMetadata } from "@/server/seo/metadata";
import { getSiteSettings } from "@/server/settings/site-settings";

export function generateMetadata() {
  return pageMetadata((site) => ({
    title: "About",
    description: `About ${site.name}: ${site.tagline}`,
    path: "/about",
  }));
}

type Props = { params: Promise<{ edition: string }> };

// Rendered on first visit and then cached (ISR), never at build time: the page shows the site
// settings from the database. /about is this route (rewritten in next.config.ts; 0035).
export function generateStaticParams() {
  return [];
}

export default async function AboutPage({ params }: Props) {
  if ((await params).edition !== SITE_EDITION) notFound();
  const site = await getSiteSettings();
  return (
    <>
      <PageHero eyebrow="Who we are" title={`About ${site.name}`} subtitle={site.tagline} />
      <BrandStory emblemInFirstView />
    </>
  );
}
