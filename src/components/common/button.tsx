import type { ComponentProps } from "react";

// Focus rings come from the global :focus-visible rule (globals.css); nothing here removes them.
const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const variants = {
  /** The one main action of a screen: brand fill. */
  primary: "bg-brand text-cream hover:bg-brand-deep",
  /** A strong action beside a primary one, or on a light panel: ink fill. */
  ink: "bg-ink text-cream hover:bg-brand",
  /** Secondary actions. */
  outline: "border border-ink/25 hover:border-brand hover:text-brand",
  /** The same two on an ink section, where a darker brand would not show the hover. */
  primaryOnDark: "bg-brand text-cream hover:bg-coral hover:text-ink",
  outlineOnDark: "border border-cream/40 hover:bg-cream hover:text-ink",
  /** Destructive actions (delete), beside the others. */
  danger: "border border-ink/25 text-brand hover:border-brand",
  /** Text-only actions (remove, dismiss). */
  quiet: "text-taupe-deep hover:text-brand",
} as const;

// Touch targets: 40, 44, 48 and 56 px at least.
const sizes = {
  sm: "min-h-10 px-4 text-sm",
  md: "min-h-11 px-5 text-sm",
  lg: "min-h-12 px-6",
  xl: "min-h-14 px-7",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

// A caller that styles a state's property itself (`disabled:cursor-wait`) replaces the base's
// class for it (`disabled:cursor-not-allowed`): two utilities for one property apply in
// stylesheet order, not in the order they are written.
function stateProperty(name: string) {
  const utility = name.slice(name.lastIndexOf(":") + 1);
  return name.startsWith("disabled:") || name.startsWith("aria-disabled:")
    ? `${name.slice(0, name.lastIndexOf(":") + 1)}${utility.split("-")[0]}`
    : null;
}

/** The classes of a pill button, for a `<button>`, a `Link` or an `<a>`. */
export function buttonClass({ variant = "outline", size = "md", className }: ButtonLook = {}) {
  const own = className?.split(/\s+/).filter(Boolean) ?? [];
  const overridden = new Set(own.map(stateProperty).filter(Boolean));
  const kept = base.split(" ").filter((name) => !overridden.has(stateProperty(name)));
  return [...kept, variants[variant], sizes[size], ...own].join(" ");
}

/** A `<button>` (type="button" unless told otherwise) styled as a pill. */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonLook) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
