"use client";

import { Button } from "@/components/common/button";
import { History } from "lucide-react";
import { useEffect, useRef } from "react";
import type { PostDraft } from "@/lib/blog/post-draft";

/** A draft this browser kept, offered back with a clear choice: restore it, or discard it. */
export function DraftOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: PostDraft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: false }), []);
  const when = new Date(draft.savedAt).toLocaleString(undefined, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (
    <section
      aria-labelledby="draft-offer-title"
      className="border-l-4 border-coral bg-white px-5 py-5 shadow-[0_18px_40px_-24px_rgba(17,16,16,0.5)]"
    >
      <h2
        id="draft-offer-title"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 font-display text-xl font-semibold outline-none"
      >
        <History aria-hidden className="size-5 text-brand" />
        Unsaved changes found
      </h2>
      <p className="mt-2 text-ink-soft">
        This browser kept changes to this form that were not saved (last typed {when}
        {draft.values.title ? `, titled “${draft.values.title}”` : ""}). Restore them into the form,
        or discard them and keep the form as it is.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={onRestore} variant="primary">
          Restore unsaved changes
        </Button>
        <Button onClick={onDiscard}>Discard them</Button>
      </div>
    </section>
  );
}
