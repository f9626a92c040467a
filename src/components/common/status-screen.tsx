import type { ReactNode } from "react";

/**
 * A page that says what went wrong instead of showing what was asked for (a 404, a failure):
 * a label, the headline, a sentence, and the ways on.
 */
export function StatusScreen(props: {
  label: string;
  title: string;
  /** The sentence under the headline; `alert` has it read out at once (a failure). */
  text: ReactNode;
  role?: "alert";
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-3xl px-5 pt-[calc(var(--spacing-nav)+5rem)] pb-28 sm:px-8">
      <p className="text-sm font-semibold tracking-[0.2em] text-brand uppercase">{props.label}</p>
      <h1 className="mt-4 font-display text-headline font-semibold">{props.title}</h1>
      <p className="mt-6 text-lg text-ink-soft" role={props.role}>
        {props.text}
      </p>
      <div className="mt-10 flex flex-wrap gap-4">{props.children}</div>
    </section>
  );
}
