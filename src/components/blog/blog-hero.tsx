import { PageHero } from "@/components/common/page-hero";

export const BLOG_HERO_SUBTITLE =
  "Insights, ideas and the occasional provocation on brands, design and the craft of standing out.";

export function BlogHero({ page = 1 }: { page?: number }) {
  return (
    <PageHero
      eyebrow={page > 1 ? `Journal · Page ${page}` : "Journal"}
      title="Thought Hub"
      subtitle={BLOG_HERO_SUBTITLE}
    />
  );
}
