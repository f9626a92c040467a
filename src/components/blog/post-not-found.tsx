import { buttonClass } from "@/components/common/button";
import { StatusScreen } from "@/components/common/status-screen";
import { ArrowLeft } from "lucide-react";
import Link from "next/link";

/** An unknown or unpublished post: a 404 with a way back (docs/decisions/0009). */
export function PostNotFound() {
  return (
    <StatusScreen
      label="404"
      title="Post not found"
      text="This post does not exist or is no longer published."
    >
      <Link href="/thought-hub" className={buttonClass({ variant: "primary", size: "xl" })}>
        <ArrowLeft aria-hidden className="size-4" />
        Back to the Thought Hub
      </Link>
    </StatusScreen>
  );
}
