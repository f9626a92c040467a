import { buttonClass } from "@/components/common/button";
import { StatusScreen } from "@/components/common/status-screen";
import { ArrowLeft, ArrowRight } from "lucide-react";
import Link from "next/link";

/** The site's 404: what a visitor reads on any page that does not exist, with two ways on. */
export function PageNotFound() {
  return (
    <StatusScreen
      label="404"
      title="Page not found"
      text="This page does not exist or has moved. Start again from the home page, or read what we have been thinking about lately."
    >
      <Link href="/" className={buttonClass({ variant: "primary", size: "xl" })}>
        <ArrowLeft aria-hidden className="size-4" />
        Back to the home page
      </Link>
      <Link href="/thought-hub" className={buttonClass({ size: "xl" })}>
        Visit the Thought Hub
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </StatusScreen>
  );
}
