import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { site } from "@/content/site";
import { rootMetadata } from "@/server/seo/metadata";
import { fraunces } from "./fonts";
import "./globals.css";

export const metadata: Metadata = rootMetadata();

export const viewport: Viewport = {
  themeColor: "#9b1c1f",
  colorScheme: "light",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The splash script sets data-splash on <html> before hydration.
    <html
      lang="en-IN"
      className={fraunces.variable}
      suppressHydrationWarning
      data-brand={site.name}
    >
      <body>{children}</body>
    </html>
  );
}
