"use client";

import { Button } from "@/components/common/button";
import { RotateCw } from "lucide-react";

/**
 * When the admin cannot be rendered (the database is unreachable, say): a clear message and a
 * way to try again, instead of the framework's blank error page. The server logs the cause.
 */
export default function AdminError({
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return (
    <main id="main" className="mx-auto flex max-w-md flex-col px-5 pt-24 pb-24 sm:px-8">
      <span aria-hidden className="mb-8 h-1 w-16 bg-brand" />
      <h1 className="font-display text-title font-semibold">The admin could not be loaded</h1>
      <p className="mt-4 text-ink-soft">
        Something went wrong on the server, most likely with the database. Your work is safe if it
        was saved; try again in a moment.
      </p>
      <Button onClick={() => retry()} variant="primary" size="lg" className="mt-8 self-start">
        <RotateCw aria-hidden className="size-4" />
        Try again
      </Button>
    </main>
  );
}
