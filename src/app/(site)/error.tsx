"use client";

import { PageError } from "@/components/layout/page-error";

/** Any unexpected failure of a public page, inside the site's header and footer. */
export default function SiteError({ retry }: { error: Error; retry: () => void }) {
  return <PageError retry={retry} />;
}
