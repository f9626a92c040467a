import { PageHero } from "@/components/common/page-hero";
import { ContactSection } from "@/components/inquiries/contact-section";
import { contactCopy } from "@/content/inquiries";
import { breadcrumbJsonLd, JsonLd, organizationJsonLd } from "@/server/seo/json-ld";
import { pageMetadata } from "@/server/seo/metadata";

export const metadata = pageMetadata({
  title: contactCopy.metaTitle,
  description: contactCopy.metaDescription,
  path: "/contact",
});

export default function ContactPage() {
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
          organizationJsonLd(),
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: contactCopy.metaTitle, path: "/contact" },
          ]),
        ]}
      />
    </>
  );
}
