import type { ReactNode } from "react";

/** The heading block that opens an inner page. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="pt-[calc(var(--spacing-nav)+4rem)] pb-16 md:pb-24">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        {eyebrow ? (
          <p className="mb-5 text-sm font-semibold tracking-[0.2em] text-brand uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-5xl font-display text-headline font-semibold text-balance">{title}</h1>
        {subtitle ? <p className="mt-6 max-w-2xl text-lg text-ink-soft md:text-xl">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
