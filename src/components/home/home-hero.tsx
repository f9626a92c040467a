import { buttonClass } from "@/components/common/button";
import Link from "next/link";
import { getSiteSettings } from "@/server/settings/site-settings";

/** The first screen. The headline is plain server-rendered text: it is the page's LCP element. */
export async function HomeHero() {
  const site = await getSiteSettings();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative flex min-h-[100svh] items-end overflow-hidden px-5 pt-nav pb-16 sm:px-8 md:pb-24"
    >
      <HeroShapes />
      <div className="relative mx-auto w-full max-w-7xl">
        <p className="mb-6 max-w-md text-lg text-ink-soft md:text-xl">{site.tagline}</p>
        <h1 id="hero-title" className="font-display text-display font-semibold text-ink">
          Positioned <span className="text-brand italic">to lead</span>
        </h1>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link href="/work" className={buttonClass({ variant: "primary", size: "xl" })}>
            Explore Our Work
          </Link>
          <Link href="/contact" className={buttonClass({ size: "xl" })}>
            Let&apos;s Talk
          </Link>
        </div>
      </div>
    </section>
  );
}

/** Flat Bauhaus shapes drawn in CSS: no image request, nothing that could outgrow the headline. */
function HeroShapes() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      {/* Kept below the navigation bar so its links stay on cream. */}
      <div className="absolute top-[calc(var(--spacing-nav)+2rem)] right-[6vw] size-[min(30vmax,26rem)]">
        <div className="size-full rounded-full bg-brand" />
        <div className="absolute -bottom-[10%] -left-[16%] size-[42%] rounded-tl-full bg-coral" />
      </div>
      <div className="absolute top-0 left-[8%] h-full w-px bg-taupe/40" />
      <div className="absolute top-[38%] left-0 h-px w-full bg-taupe/40" />
    </div>
  );
}
