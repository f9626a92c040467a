import { PageHero } from "@/components/common/page-hero";
import { SignatureWorks } from "@/components/works/signature-works";
import { WorkBrowserFromUrl } from "@/components/works/work-browser";
import { site } from "@/content/site";
import { builtInWorks } from "@/content/works";
import { pageMetadata } from "@/server/seo/metadata";

export const metadata = pageMetadata({
  title: "Work",
  description: `Selected brand identity, campaign, digital and experiential work by ${site.name}.`,
  path: "/work",
});

/**
 * Prerendered with the full list; the category filter is read from the URL in the browser once
 * the page has hydrated, so the page stays static (served from the CDN or disk) and a shared
 * filtered link still works.
 */
export default function WorkPage() {
  return (
    <>
      <PageHero
        eyebrow="Our work"
        title="Work that takes the chair"
        subtitle="Identities, campaigns, platforms and experiences built to lead their categories."
      />
      <SignatureWorks works={builtInWorks}>
        <WorkBrowserFromUrl works={builtInWorks} />
      </SignatureWorks>
    </>
  );
}
