import { buttonClass } from "@/components/common/button";
import { ArrowLeft, ArrowRight } from "lucide-react";
import Link from "next/link";

/** The site's 404: what a visitor reads on any page that does not exist, with two ways on. */
export function PageNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-5 pt-[calc(var(--spacing-nav)+5rem)] pb-28 sm:px-8">
      <p className="text-sm font-semibold tracking-[0.2em] text-brand uppercase">404</p>
      <h1 className="mt-4 font-display text-headline font-semibold">Page not found</h1>
      <p className="mt-6 text-lg text-ink-soft">
        This page does not exist or has moved. Start again from the home page, or read what we have
        been thinking about lately.
      </p>
      <div className="mt-10 flex flex-wrap gap-4">
        <Link href="/" className={buttonClass({ variant: "primary", size: "xl" })}>
          <ArrowLeft aria-hidden className="size-4" />
          Back to the home page
        </Link>
        <Link href="/thought-hub" className={buttonClass({ size: "xl" })}>
          Visit the Thought Hub
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </section>
  );
}
