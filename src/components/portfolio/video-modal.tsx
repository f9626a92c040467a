"use client";

import { X } from "lucide-react";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { trapTab } from "@/components/common/trap-tab";
import { useScrollLock } from "@/components/layout/scroll-controller";
import type { WorkItem } from "@/content/works";
import { MODAL_FADE_S } from "@/components/common/modal-fade";

const VIDEO_MAX_HEIGHT_VH = 80;

/**
 * The work sample player: a native modal <dialog> (top layer, inert page behind it, Escape
 * handled by the browser). The video gets its source only once a work is opened, so nothing
 * is downloaded before; closing pauses and rewinds it.
 */
export function VideoModal({
  work,
  returnFocusTo,
  onClose,
}: {
  work: WorkItem | null;
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The last opened work stays rendered while the dialog fades out.
  const [shown, setShown] = useState<WorkItem | null>(work);
  if (work && work !== shown) setShown(work);
  useScrollLock(work !== null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (work && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
      // The autoplay attribute only acts on a fresh source; a reopened clip needs play(). A
      // refusal (a browser's autoplay policy) leaves the visitor the controls, so it is ignored.
      videoRef.current?.play().catch(() => undefined);
    }
    if (!work && dialog.open) dialog.close();
  }, [work]);

  function handleClose() {
    const video = videoRef.current;
    if (video) {
      video.pause();
      video.currentTime = 0;
    }
    onClose();
    returnFocusTo?.focus();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="video-modal-title"
      aria-describedby="video-modal-description"
      onClose={handleClose}
      onKeyDown={trapTab}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
      style={{ "--modal-fade": `${MODAL_FADE_S}s` } as CSSProperties}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none items-center justify-center bg-transparent p-4 opacity-0 transition-[opacity,display,overlay] transition-discrete duration-(--modal-fade) backdrop:bg-ink/85 backdrop:opacity-0 backdrop:transition-opacity backdrop:duration-(--modal-fade) open:flex open:opacity-100 open:backdrop:opacity-100 motion-reduce:transition-none md:p-10 starting:open:opacity-0 starting:open:backdrop:opacity-0"
    >
      {/* Nothing inside until a work is first opened: no player in the page's HTML. */}
      {shown ? (
        <div className="relative w-full max-w-5xl bg-ink text-cream">
          <button
            ref={closeRef}
            type="button"
            aria-label="Close video"
            onClick={() => dialogRef.current?.close()}
            className="absolute -top-3 -right-3 z-10 flex size-11 items-center justify-center rounded-full bg-cream text-ink shadow-lg hover:bg-coral"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          <video
            ref={videoRef}
            src={shown.video?.src}
            poster={shown.video?.poster}
            controls
            autoPlay
            playsInline
            preload="none"
            style={{ maxHeight: `${VIDEO_MAX_HEIGHT_VH}vh` }}
            className="mx-auto block aspect-video w-full bg-ink"
          />
          <div className="p-5 md:p-7">
            <p className="text-xs font-semibold tracking-[0.2em] text-coral uppercase">
              {shown.category}
            </p>
            <h2 id="video-modal-title" className="mt-2 font-display text-title font-semibold">
              {shown.title}
            </h2>
            <p id="video-modal-description" className="mt-2 max-w-3xl text-cream/85">
              {shown.description}
            </p>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
