import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { rootMetadata } from "@/server/seo/metadata";
import { getSiteSettings } from "@/server/settings/site-settings";
import { preload } from "react-dom";
import { DeferredFontFaces } from "./fonts/deferred-faces";
import { FRAUNCES_FILES } from "./fonts/fraunces-files";
import "./globals.css";

export function generateMetadata(): Promise<Metadata> {
  return rootMetadata();
}

export const viewport: Viewport = {
  themeColor: "#9b1c1f",
  colorScheme: "light",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The hero headline's face: fetched with the stylesheet rather than after it. The regular
  // weight follows once the page is interactive (see app/fonts/font-faces.ts).
  const site = await getSiteSettings();
  preload(FRAUNCES_FILES.core600, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    // The splash script sets data-splash on <html> before hydration.
    <html lang="en-IN" suppressHydrationWarning data-brand={site.name}>
      <body>
        {children}
        <DeferredFontFaces />
      </body>
    </html>
  );
}
