import { buttonClass } from "@/components/common/button";
import { ArrowRight } from "lucide-react";
import Link from "next/link";

/** The closing invitation of the category and services pages. */
export function ProjectCta({ headingId }: { headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="bg-ink px-5 py-20 text-cream sm:px-8 md:py-28">
      <div className="mx-auto flex max-w-7xl flex-col gap-10 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="font-display text-headline font-semibold text-balance">
            Ready to transform your vision into reality?
          </h2>
          <p className="mt-6 text-lg text-cream/80">
            Let&apos;s discuss how we can help bring your project to life.
          </p>
        </div>
        <Link
          href="/contact"
          className={buttonClass({
            variant: "primaryOnDark",
            size: "xl",
            className: "shrink-0 self-start md:self-auto",
          })}
        >
          Start Your Project
          <ArrowRight aria-hidden className="size-5" />
        </Link>
      </div>
    </section>
  );
}
