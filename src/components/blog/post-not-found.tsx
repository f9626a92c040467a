import { buttonClass } from "@/components/common/button";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";

/** An unknown or unpublished post: a 404 with a way back (docs/decisions/0009). */
export function PostNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-5 pt-[calc(var(--spacing-nav)+5rem)] pb-28 sm:px-8">
      <p className="text-sm font-semibold tracking-[0.2em] text-brand uppercase">404</p>
      <h1 className="mt-4 font-display text-headline font-semibold">Post not found</h1>
      <p className="mt-6 text-lg text-ink-soft">
        This post does not exist or is no longer published.
      </p>
      <Link
        href="/thought-hub"
        className={buttonClass({ variant: "primary", size: "xl", className: "mt-10" })}
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to the Thought Hub
      </Link>
    </section>
  );
}
