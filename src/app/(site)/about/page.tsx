import { PageHero } from "@/components/common/page-hero";
import { BrandStory } from "@/components/home/brand-story";
import { site } from "@/content/site";
import { pageMetadata } from "@/server/seo/metadata";

export const metadata = pageMetadata({
  title: "About",
  description: `About ${site.name}: ${site.tagline}`,
  path: "/about",
});

export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow="Who we are" title={`About ${site.name}`} subtitle={site.tagline} />
      <BrandStory emblemInFirstView />
    </>
  );
}
