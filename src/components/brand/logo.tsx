import { site } from "@/content/site";

type MarkProps = { className?: string; title?: string };

/** The chair mark (a K that is also a seat). Decorative unless titled; inherits text colour. */
export function LogoMark({ className, title }: MarkProps) {
  return (
    <svg
      viewBox="0 0 80 80"
      className={className}
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      fill="currentColor"
    >
      <path d="M17 8H29V25L46 8H63L29 42H63V72H51V54H29V72H17Z" />
    </svg>
  );
}

/** The brand name drawn as vector letterforms, for the large footer wordmark. */
export function Wordmark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 244 64" className={className} aria-hidden="true" fill="currentColor">
      <g fillRule="evenodd">
        <path d="M0 0H12V17L29 0H46L12 34H46V64H34V46H12V64H0Z" />
        <path d="M60 0H72V41A11 11 0 0 0 94 41V0H106V41A23 23 0 0 1 60 41Z" />
        <path d="M120 0H147A19 19 0 0 1 147 38L166 64H152L133.5 38H132V64H120ZM132 12V26H147A7 7 0 0 0 147 12Z" />
        <path d="M215.5 9.5A19 19 0 1 0 199.7 38L199.2 26A7 7 0 1 1 205.1 15.5Z" />
        <path d="M199 26A19 19 0 1 1 182.5 54.5L192.9 48.5A7 7 0 1 0 199 38Z" />
        <path d="M232 0H244V64H232Z" />
      </g>
    </svg>
  );
}

/** Mark plus brand name, as used in the navigation and footer. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ""}`}>
      <LogoMark className="size-9 text-brand" />
      <span className="font-display text-2xl font-semibold tracking-tight">{site.name}</span>
    </span>
  );
}
