import { PageHero } from "@/components/common/page-hero";
import {
  type Inline,
  PRIVACY_POLICY_UPDATED,
  type PrivacyBlock,
  privacySections,
  privacySummary,
} from "@/content/privacy";
import { formatSettingsAddress } from "@/lib/settings/site-settings";
import { getSiteSettings } from "@/server/settings/site-settings";

const updatedLabel = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "long",
  timeZone: "UTC",
}).format(new Date(PRIVACY_POLICY_UPDATED));

function InlineText({ content }: { content: readonly Inline[] }) {
  return content.map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      <a
        key={index}
        href={part.href}
        className="font-medium text-brand underline underline-offset-4 hover:text-brand-deep"
      >
        {part.text}
      </a>
    ),
  );
}

function Block({ block }: { block: PrivacyBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <InlineText content={block.content} />
        </p>
      );
    case "list":
      return (
        <ul className="space-y-3">
          {block.items.map((item, index) => (
            <li key={index} className="flex gap-3">
              <span aria-hidden className="mt-[0.65em] size-1.5 shrink-0 bg-brand" />
              <span>
                <InlineText content={item} />
              </span>
            </li>
          ))}
        </ul>
      );
    case "terms":
      return (
        <dl className="divide-y divide-ink/15 border-y border-ink/15">
          {block.items.map((item) => (
            <div key={item.term} className="grid gap-1 py-4 sm:grid-cols-[14rem_1fr] sm:gap-6">
              <dt className="font-semibold text-ink">{item.term}</dt>
              <dd>{item.description}</dd>
            </div>
          ))}
        </dl>
      );
  }
}

/** The privacy policy (docs/decisions/0012), rendered from src/content/privacy.ts. */
export async function PrivacyPolicy({ retentionDays }: { retentionDays: number }) {
  const site = await getSiteSettings();
  const owner = { ...site, address: formatSettingsAddress(site) };
  const sections = privacySections(retentionDays, owner);
  return (
    <>
      <PageHero
        eyebrow="Privacy"
        title="Privacy Policy"
        subtitle={privacySummary(retentionDays, owner)}
      >
        <p className="mt-8 text-sm text-taupe-deep">
          Last updated <time dateTime={PRIVACY_POLICY_UPDATED}>{updatedLabel}</time>
        </p>
      </PageHero>
      <div className="px-5 pb-24 sm:px-8 md:pb-32">
        <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-[16rem_1fr] lg:gap-20">
          <nav
            aria-labelledby="privacy-contents"
            className="lg:sticky lg:top-[calc(var(--spacing-nav)+2rem)] lg:self-start"
          >
            <h2
              id="privacy-contents"
              className="text-sm font-semibold tracking-[0.2em] text-taupe-deep uppercase"
            >
              Contents
            </h2>
            <ol className="mt-4 space-y-2 border-l border-ink/15 pl-4">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-ink-soft hover:text-brand">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="max-w-3xl space-y-16">
            {sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                <h2 id={`${section.id}-heading`} className="font-display text-title font-semibold">
                  {section.heading}
                </h2>
                <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-soft">
                  {section.blocks.map((block, index) => (
                    <Block key={index} block={block} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
