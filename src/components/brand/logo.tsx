import { getSiteSettings } from "@/server/settings/site-settings";

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

/**
 * The brand name drawn as vector letterforms in cream, for the large footer wordmark on ink. An
 * image (public/media/brand/wordmark-cream.svg), so its outlines are fetched once and cached
 * rather than carried in every page's HTML. Decorative.
 */
export function Wordmark({ className }: { className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a vector drawn at any size: nothing for the image optimiser to do
    <img
      src="/media/brand/wordmark-cream.svg"
      alt=""
      width={244}
      height={64}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

/** Mark plus brand name, as used in the navigation and footer. */
export async function Logo({ className }: { className?: string }) {
  const site = await getSiteSettings();
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ""}`}>
      <LogoMark className="size-9 text-brand" />
      <span className="font-display text-2xl font-semibold tracking-tight">{site.name}</span>
    </span>
  );
}
