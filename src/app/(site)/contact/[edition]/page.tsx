import { notFound } from "next/navigation";
import { SITE_EDITION } from "@/lib/routes/site-edition";
import { PageHero } from "@/components/common/page-hero";
import { ContactSection } from "@/components/inquiries/contact-section";
import { contactCopy } from "@/content/inquiries";
import { breadcrumbJsonLd, JsonLd, organizationJsonLd } from "@/server/seo/json-ld";
import { pageMetadata } from "@/server/seo/metadata";
import { getSiteSettings } from "@/server/settings/site-settings";

export function generateMetadata() {
  return pageMetadata((site) => ({
    title: contactCopy.metaTitle,
    description: contactCopy.metaDescription(site.name),
    path: "/contact",
  }));
}

type Props = { params: Promise<{ edition: string }> };

// Rendered on first visit and then cached (ISR), never at build time: the page shows the site
// settings from the database. /contact is this route (rewritten in next.config.ts; 0035).
export function generateStaticParams() {
  return [];
}

export default async function ContactPage({ params }: Props) {
  if ((await params).edition !== SITE_EDITION) notFound();
  const site = await getSiteSettings();
  return (
    <>
      <PageHero
        eyebrow={contactCopy.eyebrow}
        title={
          <>
            {contactCopy.heroTitle[0]}{" "}
            <span className="text-brand italic">{contactCopy.heroTitle[1]}</span>
          </>
        }
        subtitle={contactCopy.heroSubtitle}
      />
      <ContactSection />
      <JsonLd
        data={[
          organizationJsonLd(site),
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: contactCopy.metaTitle, path: "/contact" },
          ]),
        ]}
      />
    </>
  );
}
