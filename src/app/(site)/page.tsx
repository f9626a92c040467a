import { RenderWhenNear } from "@/components/common/render-when-near";
import { BrandStory } from "@/components/home/brand-story";
import { FloatingSelector } from "@/components/home/floating-selector";
import { HomeHero } from "@/components/home/home-hero";
import { ServicesSection } from "@/components/home/services-section";
import { TeamSection } from "@/components/home/team-section";
import { TestimonialsSection } from "@/components/home/testimonials-section";
import { SignatureWorks } from "@/components/works/signature-works";
import { pageCatalogue } from "@/content/page-catalogue";
import { pairings } from "@/content/pairings";
import { site } from "@/content/site";
import { selectorChips } from "@/lib/home/label-path";
import { pageMetadata } from "@/server/seo/metadata";

export const metadata = pageMetadata({
  title: `${site.name} · Positioned to lead`,
  absoluteTitle: true,
  description: site.description,
  path: "/",
});

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <BrandStory />
      {/* Sections from the third screen on are laid out as they come near (estimates measured at
          375-1440 px). */}
      <RenderWhenNear estimate={{ narrow: "93rem", wide: "60rem" }}>
        <ServicesSection />
      </RenderWhenNear>
      <RenderWhenNear estimate={{ narrow: "112rem", wide: "125rem" }}>
        <SignatureWorks />
      </RenderWhenNear>
      <RenderWhenNear estimate={{ narrow: "46rem", wide: "48rem" }}>
        <TestimonialsSection />
      </RenderWhenNear>
      <RenderWhenNear estimate={{ narrow: "138rem", wide: "70rem" }}>
        <TeamSection />
      </RenderWhenNear>
      <FloatingSelector pairings={pairings} chips={selectorChips(pairings, pageCatalogue)} />
    </>
  );
}
