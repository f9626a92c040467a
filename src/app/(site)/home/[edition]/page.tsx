import { RenderWhenNear } from "@/components/common/render-when-near";
import { BrandStory } from "@/components/home/brand-story";
import { FloatingSelector } from "@/components/home/floating-selector";
import { HomeHero } from "@/components/home/home-hero";
import { ServicesSection } from "@/components/home/services-section";
import { TeamSection } from "@/components/home/team-section";
import { TestimonialsSection } from "@/components/home/testimonials-section";
import { SignatureWorks } from "@/components/portfolio/signature-works";
import { selectorChips } from "@/lib/home/label-path";
import { PORTFOLIO_EDITION } from "@/lib/routes/portfolio-edition";
import { notFound } from "next/navigation";
import { describeWorks } from "@/server/media/media-alts";
import {
  getPublishedTeam,
  getPublishedTestimonials,
  getPublishedWorks,
} from "@/server/portfolio/portfolio-cache";
import { getPageCatalogue } from "@/server/categories/pages";
import { getSelectorPairs, getServiceCards } from "@/server/home/home-content";
import { pageMetadata } from "@/server/seo/metadata";

type Props = { params: Promise<{ edition: string }> };

export function generateMetadata() {
  return pageMetadata((site) => ({
    title: `${site.name} · Positioned to lead`,
    absoluteTitle: true,
    description: site.description,
    path: "/",
  }));
}

// Rendered on first visit and then cached (ISR), never at build time: the works, testimonials
// and team come from the database. / is this route (rewritten in next.config.ts); see
// docs/decisions/0024.
export function generateStaticParams() {
  return [];
}

export default async function HomePage({ params }: Props) {
  if ((await params).edition !== PORTFOLIO_EDITION) notFound();
  const [works, testimonials, team, cards, pairs] = await Promise.all([
    getPublishedWorks().then(describeWorks),
    getPublishedTestimonials(),
    getPublishedTeam(),
    getServiceCards(),
    getSelectorPairs(),
  ]);
  return (
    <>
      <HomeHero />
      <BrandStory />
      {/* Sections from the third screen on are laid out as they come near (estimates measured at
          375-1440 px). */}
      <RenderWhenNear estimate={{ narrow: "93rem", wide: "60rem" }}>
        <ServicesSection cards={cards.cards} />
      </RenderWhenNear>
      <RenderWhenNear estimate={{ narrow: "112rem", wide: "125rem" }}>
        <SignatureWorks works={works} />
      </RenderWhenNear>
      <RenderWhenNear estimate={{ narrow: "46rem", wide: "48rem" }}>
        <TestimonialsSection testimonials={testimonials} />
      </RenderWhenNear>
      <RenderWhenNear estimate={{ narrow: "138rem", wide: "70rem" }}>
        <TeamSection members={team} />
      </RenderWhenNear>
      <FloatingSelector
        pairings={pairs.pairs}
        chips={selectorChips(pairs.pairs, await getPageCatalogue())}
      />
    </>
  );
}
