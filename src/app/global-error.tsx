"use client";

import { PageError } from "@/components/layout/page-error";
import "./globals.css";

/**
 * A failure of the root layout itself: the page in the site's design, without the chrome (which
 * is what failed).
 */
export default function GlobalError({ retry }: { error: Error; retry: () => void }) {
  return (
    <html lang="en-IN">
      <head>
        <title>Something went wrong</title>
      </head>
      <body>
        <main>
          <PageError retry={retry} />
        </main>
      </body>
    </html>
  );
}
