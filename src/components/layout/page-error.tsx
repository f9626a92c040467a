"use client";

import { Button, buttonClass } from "@/components/common/button";
import { ArrowLeft, RotateCcw } from "lucide-react";
import Link from "next/link";

/**
 * What a visitor reads when a page fails unexpectedly ((site)/error.tsx, app/global-error.tsx):
 * the site's own words and design, a way to try again and a way home.
 */
export function PageError({ retry }: { retry: () => void }) {
  return (
    <section className="mx-auto max-w-3xl px-5 pt-[calc(var(--spacing-nav)+5rem)] pb-28 sm:px-8">
      <p className="text-sm font-semibold tracking-[0.2em] text-brand uppercase">Error</p>
      <h1 className="mt-4 font-display text-headline font-semibold">Something went wrong</h1>
      <p className="mt-6 text-lg text-ink-soft" role="alert">
        This page could not be shown just now. Try again in a moment, or start again from the home
        page.
      </p>
      <div className="mt-10 flex flex-wrap gap-4">
        <Button onClick={retry} variant="primary" size="xl">
          <RotateCcw aria-hidden className="size-4" />
          Try again
        </Button>
        <Link href="/" className={buttonClass({ size: "xl" })}>
          <ArrowLeft aria-hidden className="size-4" />
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
