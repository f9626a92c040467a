import { PageHero } from "@/components/common/page-hero";
import { site } from "@/content/site";
import { pageMetadata } from "@/server/seo/metadata";

export const metadata = pageMetadata({
  title: "Work",
  description: `Selected brand identity, campaign, digital and experiential work by ${site.name}.`,
  path: "/work",
});

export default function WorkPage() {
  return (
    <PageHero
      eyebrow="Signature works"
      title="Work that takes the chair"
      subtitle="Identities, campaigns, platforms and experiences built to lead their categories."
    />
  );
}
