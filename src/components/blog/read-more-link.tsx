import { ArrowRight } from "lucide-react";
import Link from "next/link";

/**
 * "Read More", named for screen readers by the post it opens. Its ::after covers the whole
 * card (the card is `relative`), so the card is one click target and one tab stop.
 */
export function ReadMoreLink({ href, title }: { href: string; title: string }) {
  return (
    <Link
      href={href}
      className="group/link mt-auto inline-flex items-center gap-2 pt-5 text-sm font-semibold text-brand after:absolute after:inset-0 after:content-[''] hover:text-brand-deep"
    >
      Read More<span className="sr-only"> about {title}</span>
      <ArrowRight
        aria-hidden
        className="size-4 transition-transform group-hover/link:translate-x-1 motion-reduce:transition-none"
      />
    </Link>
  );
}
