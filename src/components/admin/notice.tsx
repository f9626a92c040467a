"use client";

import { CheckCircle2, CircleAlert, X } from "lucide-react";

/** `detail`: an optional short second line, e.g. why the AI failed. */
export type Notice = { kind: "success" | "error"; message: string; detail?: string; id: number };

/**
 * The dashboard's messages ("Blog added successfully!", "Failed to save blog." …), announced
 * by screen readers: successes politely (role="status"), failures at once (role="alert"). Both
 * regions stay in the page so their first message is announced too. Nothing disappears on a
 * timer; the next message or the close button replaces it.
 */
export function NoticeRegion({
  notice,
  onDismiss,
}: {
  notice: Notice | null;
  onDismiss: () => void;
}) {
  const box = (kind: Notice["kind"]) =>
    notice?.kind === kind ? (
      <div
        key={notice.id}
        className={`pointer-events-auto flex items-start gap-3 border-l-4 bg-ink px-5 py-4 text-cream shadow-[0_18px_40px_-18px_rgba(17,16,16,0.6)] ${
          kind === "success" ? "border-coral" : "border-brand"
        }`}
      >
        {kind === "success" ? (
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-coral" />
        ) : (
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-coral" />
        )}
        <div className="flex-1 text-sm sm:text-base">
          <p className="font-medium">{notice.message}</p>
          {notice.detail ? <p className="mt-1 text-cream/80">{notice.detail}</p> : null}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          className="-m-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:text-coral"
        >
          <X aria-hidden className="size-4" />
          <span className="sr-only">Dismiss message</span>
        </button>
      </div>
    ) : null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 mx-auto max-w-xl px-4 pb-4">
      <div role="status">{box("success")}</div>
      <div role="alert">{box("error")}</div>
    </div>
  );
}
