import { LogoMark } from "@/components/brand/logo";
import { SPLASH_SCRIPT } from "@/lib/splash-script";

/**
 * The splash covers the first page of a browser session until load plus SPLASH_DELAY_MS; its
 * inline script shows it and takes it away, with or without the page's bundles. The page
 * underneath renders normally, so it never hides content from a returning visitor and never
 * delays the largest contentful paint.
 */
export function Splash() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: SPLASH_SCRIPT }} />
      <div
        data-testid="splash"
        aria-hidden="true"
        className="splash fixed inset-0 z-[200] items-center justify-center bg-cream transition-opacity duration-500"
      >
        <LogoMark className="size-20 animate-spin text-brand [animation-duration:1.6s]" />
      </div>
    </>
  );
}
