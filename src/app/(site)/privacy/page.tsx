import { PrivacyPolicy } from "@/components/privacy/privacy-policy";
import { site } from "@/content/site";
import { pageMetadata } from "@/server/seo/metadata";

export const metadata = pageMetadata({
  title: "Privacy Policy",
  description: `What ${site.name} stores when you send an inquiry, why, for how long, and how to have it deleted. No tracking cookies.`,
  path: "/privacy",
});

export default function PrivacyPage() {
  return <PrivacyPolicy />;
}
