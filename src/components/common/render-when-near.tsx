import type { CSSProperties, ReactNode } from "react";

/** Estimated heights of a deferred part: on phones, and from the `md` breakpoint on. */
export type RenderEstimate = { narrow: string; wide: string };

/** The custom properties `.render-when-near` (globals.css) reads its estimated height from. */
export function renderEstimateStyle({ narrow, wide }: RenderEstimate): CSSProperties {
  return { "--render-size": narrow, "--render-size-md": wide } as CSSProperties;
}

/**
 * A part of a long page that is laid out and painted only once it comes near the view, so the
 * first layout covers what the visitor sees. The estimate keeps the scrollbar about right until
 * the part has been drawn; from then on its real height is remembered.
 */
export function RenderWhenNear({
  estimate,
  children,
}: {
  estimate: RenderEstimate;
  children: ReactNode;
}) {
  return (
    <div className="render-when-near" style={renderEstimateStyle(estimate)}>
      {children}
    </div>
  );
}
