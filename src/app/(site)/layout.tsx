import type { ReactNode } from "react";
import { CursorFollower } from "@/components/layout/cursor-follower";
import { NoScriptStreaming } from "@/components/layout/no-script-streaming";
import { ScrollManager } from "@/components/layout/scroll-manager";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";
import { SmoothScroll } from "@/components/layout/smooth-scroll";
import { Splash } from "@/components/layout/splash";

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <NoScriptStreaming />
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
