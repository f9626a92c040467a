import { PageHero } from "@/components/common/page-hero";
import { SignatureWorks } from "@/components/portfolio/signature-works";
import { WorkBrowserFromUrl } from "@/components/portfolio/work-browser";
import { PORTFOLIO_EDITION } from "@/lib/routes/portfolio-edition";
import { notFound } from "next/navigation";
import { describeWorks } from "@/server/media/media-alts";
import { getPublishedWorks } from "@/server/portfolio/portfolio-cache";
import { pageMetadata } from "@/server/seo/metadata";

type Props = { params: Promise<{ edition: string }> };

export function generateMetadata() {
  return pageMetadata((site) => ({
    title: "Work",
    description: `Selected brand identity, campaign, digital and experiential work by ${site.name}.`,
    path: "/work",
  }));
}

// Rendered on first visit with the works from the database, then cached (ISR) until the
// operator saves; /work is this route (rewritten in next.config.ts, docs/decisions/0024).
export function generateStaticParams() {
  return [];
}

/**
 * The full list, cached; the category filter is read from the URL in the browser once the page
 * has hydrated, so one cached page serves every filter and a shared filtered link still works.
 */
export default async function WorkPage({ params }: Props) {
  if ((await params).edition !== PORTFOLIO_EDITION) notFound();
  const works = await describeWorks(await getPublishedWorks());
  return (
    <>
      <PageHero
        eyebrow="Our work"
        title="Work that takes the chair"
        subtitle="Identities, campaigns, platforms and experiences built to lead their categories."
      />
      <SignatureWorks works={works}>
        <WorkBrowserFromUrl works={works} />
      </SignatureWorks>
    </>
  );
}
