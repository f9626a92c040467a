/** The security page's two button styles: the step forward, and the others. */
export const primaryButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand px-6 font-semibold text-cream transition-colors hover:bg-brand-deep disabled:cursor-wait disabled:opacity-70";
export const secondaryButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-ink/25 px-6 font-semibold transition-colors hover:border-brand hover:text-brand disabled:cursor-wait";
