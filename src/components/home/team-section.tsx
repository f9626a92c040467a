import { buttonClass } from "@/components/common/button";
import Image from "next/image";
import Link from "next/link";
import { resolveAlt } from "@/lib/media/media-library";
import { getMediaAlts } from "@/server/media/media-alts";
import { getSiteSettings } from "@/server/settings/site-settings";
import type { TeamMember } from "@/content/team";
import { SectionHeading } from "./section-heading";

/** "Minds of {brand}": the members given, in their order (the database's, docs/decisions/0024). */
export async function TeamSection({ members }: { members: readonly TeamMember[] }) {
  const [site, alts] = await Promise.all([getSiteSettings(), getMediaAlts()]);
  return (
    <section aria-labelledby="team-title" className="px-5 py-24 sm:px-8 md:py-32">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="team-title" eyebrow="Team">
          Minds of {site.name}
        </SectionHeading>
        <ul className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
          {members.map((member) => (
            <li key={member.id}>
              <div className="relative aspect-[4/5] overflow-hidden bg-cream-deep">
                <Image
                  src={member.image}
                  alt={resolveAlt(alts, member.image, { fallback: `Portrait of ${member.name}` })}
                  fill
                  sizes="(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw"
                  className="object-cover"
                />
              </div>
              <h3 className="mt-5 font-display text-title font-semibold">{member.name}</h3>
              <p className="mt-1 text-sm font-semibold tracking-wide text-brand uppercase">
                {member.role}
              </p>
              <p className="mt-3 text-ink-soft">{member.tagline}</p>
            </li>
          ))}
        </ul>
        <Link
          href="/contact"
          className={buttonClass({ variant: "primary", size: "xl", className: "mt-14" })}
        >
          Start Your Project
        </Link>
      </div>
    </section>
  );
}
