import Link from "next/link";
import { pageMetadata } from "@/server/seo/metadata";
import { site } from "@/content/site";

export const metadata = pageMetadata({
  title: `${site.name} · Positioned to lead`,
  absoluteTitle: true,
  description: site.description,
  path: "/",
});

export default function HomePage() {
  return (
    <section className="relative flex min-h-[100svh] items-end overflow-hidden px-5 pt-nav pb-16 sm:px-8">
      <div className="mx-auto w-full max-w-7xl">
        <p className="mb-6 max-w-xl text-lg text-ink-soft">{site.tagline}</p>
        <h1 className="font-display text-display font-semibold text-ink">
          Positioned <span className="text-brand italic">to lead</span>
        </h1>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link href="/work" className="rounded-full bg-brand px-7 py-4 font-semibold text-cream hover:bg-brand-deep">
            Explore Our Work
          </Link>
          <Link href="/contact" className="rounded-full border border-ink/20 px-7 py-4 font-semibold hover:border-brand hover:text-brand">
            Let&apos;s Talk
          </Link>
        </div>
      </div>
    </section>
  );
}
