import { PageNotFound } from "@/components/layout/page-not-found";

/**
 * The site's 404 page where the site's layout is already around it: a notFound() reached by a
 * client-side navigation. The root's (app/not-found.tsx) brings the chrome of its own.
 */
export default function SiteNotFound() {
  return <PageNotFound />;
}
