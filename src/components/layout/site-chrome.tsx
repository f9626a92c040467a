import type { ReactNode } from "react";
import { CursorFollower } from "@/components/layout/cursor-follower";
import { ScrollManager } from "@/components/layout/scroll-manager";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";
import { SmoothScroll } from "@/components/layout/smooth-scroll";
import { Splash } from "@/components/layout/splash";

/**
 * The public site around a page: splash, header, main, footer and the site's motion. The
 * (site) layout and the site's not-found page (app/not-found.tsx) share it.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <Splash />
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <SmoothScroll />
      <ScrollManager />
      <CursorFollower />
    </>
  );
}
