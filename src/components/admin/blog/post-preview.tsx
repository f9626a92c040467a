"use client";

import { useEffect, useState, useTransition } from "react";
import { PostArticleView } from "@/components/blog/post-article-view";
import { SanitizedPostContent } from "@/components/blog/sanitized-post-content";
import { EDITOR_READS, fetchEditorRead, type PreviewState } from "@/lib/blog/editor-reads";
import type { PostFormValues } from "@/lib/blog/post-form";

// Typing pauses this long before the preview is rendered again.
const PREVIEW_DEBOUNCE_MS = 400;

/**
 * "Show Preview": the post as the public page renders it, with the public page's component,
 * from HTML sanitised on the server by the public page's sanitiser (src/server/blog/editor-reads.ts);
 * refreshed as the form changes.
 */
export function PostPreview({
  id,
  open,
  values,
}: {
  id: string;
  open: boolean;
  values: PostFormValues;
}) {
  const [ready, setReady] = useState<Extract<PreviewState, { status: "ready" }> | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [updating, startUpdating] = useTransition();

  useEffect(() => {
    if (!open) return;
    // A request still out when the values change again is dropped, so none lands out of order.
    const controller = new AbortController();
    const timer = window.setTimeout(
      () =>
        startUpdating(async () => {
          const result = await fetchEditorRead<PreviewState>(EDITOR_READS.preview, {
            body: values,
            signal: controller.signal,
          }).catch(() => null);
          if (controller.signal.aborted) return;
          if (result?.status === "ready") {
            setReady(result);
            setMessage(null);
          } else {
            setMessage(result?.message ?? "The preview could not be shown.");
          }
        }),
      PREVIEW_DEBOUNCE_MS,
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [open, values]);

  return (
    // A group, not a region: the post inside has its own complementary landmark (its details),
    // which must not sit inside another landmark but main.
    <div
      id={id}
      role="group"
      hidden={!open}
      aria-labelledby={`${id}-title`}
      aria-busy={updating}
      className="border border-ink/15 bg-cream"
    >
      <div className="flex items-center justify-between border-b border-ink/15 bg-cream-deep px-5 py-3">
        <h2
          id={`${id}-title`}
          className="text-sm font-semibold tracking-[0.2em] text-taupe-deep uppercase"
        >
          Preview
        </h2>
        <p role="status" className="text-sm text-taupe-deep">
          {updating ? "Updating…" : message}
        </p>
      </div>
      <div data-testid="post-preview" className="[&_article]:pt-10">
        {ready ? (
          <PostArticleView post={ready.post} imageUrl={ready.imageUrl}>
            <SanitizedPostContent html={ready.post.content} />
          </PostArticleView>
        ) : null}
      </div>
    </div>
  );
}
