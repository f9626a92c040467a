import type { CSSProperties } from "react";

/**
 * The brand story's emblem (public/media/brand/emblem.svg) in two layers, so the ring can turn
 * alone: the ring is its own image (emblem-ring.svg, not carried in every page's HTML), the chair
 * at the centre stays inline. Decorative: hidden from assistive technology.
 *
 * The ring is fetched when near the screen, unless `priority`: where the emblem is in the first
 * view it is the largest thing painted there (the page's LCP), so it loads at once instead of
 * waiting for layout.
 */
export function Emblem({
  className,
  ringClassName,
  ringStyle,
  priority = false,
}: {
  className?: string;
  ringClassName?: string;
  ringStyle?: CSSProperties;
  priority?: boolean;
}) {
  return (
    <div aria-hidden="true" className={`relative ${className ?? ""}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a vector drawn at any size: nothing for the image optimiser to do */}
      <img
        data-emblem-ring
        src="/media/brand/emblem-ring.svg"
        alt=""
        width={240}
        height={240}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={`absolute inset-0 size-full ${ringClassName ?? ""}`}
        style={ringStyle}
      />
      <svg viewBox="0 0 240 240" className="absolute inset-0 size-full">
        <path
          fill="#9B1C1F"
          fillRule="evenodd"
          d="M120 48A72 72 0 1 1 120 192A72 72 0 1 1 120 48ZM94 114V100A26 26 0 0 1 146 100V114ZM88 120H152V131H88ZM93 131H102V162H93ZM138 131H147V162H138Z"
        />
      </svg>
    </div>
  );
}
