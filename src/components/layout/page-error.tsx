"use client";

import { Button, buttonClass } from "@/components/common/button";
import { StatusScreen } from "@/components/common/status-screen";
import { ArrowLeft, RotateCcw } from "lucide-react";
import Link from "next/link";

/**
 * What a visitor reads when a page fails unexpectedly ((site)/error.tsx, app/global-error.tsx):
 * the site's own words and design, a way to try again and a way home.
 */
export function PageError({ retry }: { retry: () => void }) {
  return (
    <StatusScreen
      label="Error"
      title="Something went wrong"
      text="This page could not be shown just now. Try again in a moment, or start again from the home page."
      role="alert"
    >
      <Button onClick={retry} variant="primary" size="xl">
        <RotateCcw aria-hidden className="size-4" />
        Try again
      </Button>
      <Link href="/" className={buttonClass({ size: "xl" })}>
        <ArrowLeft aria-hidden className="size-4" />
        Back to the home page
      </Link>
    </StatusScreen>
  );
}
