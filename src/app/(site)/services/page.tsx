import { ServicesIndex } from "@/components/categories/services-index";
import { site } from "@/content/site";
import { breadcrumbJsonLd, JsonLd } from "@/server/seo/json-ld";
import { pageMetadata } from "@/server/seo/metadata";

export const metadata = pageMetadata({
  title: "Services and industries",
  description: `Brand identity, design, digital, social, marketing, multimedia, strategy and experiences: everything ${site.name} does, and the industries we do it for.`,
  path: "/services",
});

export default function ServicesPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Services", path: "/services" },
        ])}
      />
      <ServicesIndex />
    </>
  );
}
