import { notFound } from "next/navigation";
import { PrivacyPolicy } from "@/components/privacy/privacy-policy";
import { PRIVACY_EDITION } from "@/lib/routes/privacy-edition";
import { env } from "@/server/env";
import { pageMetadata } from "@/server/seo/metadata";

type Props = { params: Promise<{ edition: string }> };

export function generateMetadata() {
  return pageMetadata((site) => ({
    title: "Privacy Policy",
    description: `What ${site.name} stores when you send an inquiry, why, for how long, and how to have it deleted. No tracking cookies.`,
    path: "/privacy",
  }));
}

// Rendered on first visit and then cached (ISR), never at build time, so that the retention it
// states is the running server's INQUIRY_RETENTION_DAYS, the one the purge follows. /privacy is
// this route (rewritten in next.config.ts); see docs/decisions/0012.
export function generateStaticParams() {
  return [];
}

export default async function PrivacyPage({ params }: Props) {
  if ((await params).edition !== PRIVACY_EDITION) notFound();
  return <PrivacyPolicy retentionDays={env.INQUIRY_RETENTION_DAYS} />;
}
