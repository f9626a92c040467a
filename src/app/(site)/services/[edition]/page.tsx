import { notFound } from "next/navigation";
import { SITE_EDITION } from "@/lib/routes/site-edition";
import { ServicesIndex } from "@/components/categories/services-index";
import { toCategoryEntry } from "@/lib/categories/category-page";
import { getPublishedPages } from "@/server/categories/pages";
import { breadcrumbJsonLd, JsonLd } from "@/server/seo/json-ld";
import { pageMetadata } from "@/server/seo/metadata";

export function generateMetadata() {
  return pageMetadata((site) => ({
    title: "Services and industries",
    description: `Brand identity, design, digital, social, marketing, multimedia, strategy and experiences: everything ${site.name} does, and the industries we do it for.`,
    path: "/services",
  }));
}

type Props = { params: Promise<{ edition: string }> };

// Rendered on first visit and then cached (ISR), never at build time: the page shows the site
// settings and the pages from the database. /services is this route (rewritten in next.config.ts; 0035).
export function generateStaticParams() {
  return [];
}

export default async function ServicesPage({ params }: Props) {
  if ((await params).edition !== SITE_EDITION) notFound();
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Services", path: "/services" },
        ])}
      />
      <ServicesIndex pages={(await getPublishedPages()).map(toCategoryEntry)} />
    </>
  );
}
