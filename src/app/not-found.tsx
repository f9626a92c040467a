import type { Metadata } from "next";
import { PageNotFound } from "@/components/layout/page-not-found";
import { SiteChrome } from "@/components/layout/site-chrome";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/**
 * The site's 404 page, in the site's chrome. Next.js renders it whole for an address no route
 * serves; the production server sends that page for a notFound() outside a route with a
 * not-found page of its own, so it reads the same without JavaScript (docs/decisions/0031).
 */
export default function NotFound() {
  return (
    <SiteChrome>
      <PageNotFound />
    </SiteChrome>
  );
}
