"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useRef } from "react";
import { useScrollLock } from "@/components/layout/scroll-controller";

type Props = {
  open: boolean;
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The confirmation before an inquiry is deleted: an accessible alert dialog (focus trapped,
 * Escape and the backdrop cancel, focus back on the Delete button). Cancel comes first and
 * takes the focus, so a reflexive Enter keeps the inquiry.
 */
export function InquiryDeleteDialog({ open, name, busy, onConfirm, onCancel }: Props) {
  useScrollLock(open);
  // Opened from a button outside Radix's trigger: remember it, to give focus back on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 border-t-4 border-brand bg-cream p-7 shadow-[0_30px_80px_-30px_rgba(17,16,16,0.7)]"
        >
          <Dialog.Title className="font-display text-2xl font-semibold text-balance">
            Are you sure you want to delete this inquiry?
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-ink-soft">
            {`The inquiry from ${name} and its delivery records will be deleted for good. This cannot be undone.`}
          </Dialog.Description>
          <div className="mt-7 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <button
                type="button"
                className="inline-flex min-h-12 items-center rounded-full border border-ink/25 px-6 font-semibold hover:border-ink"
              >
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="button"
              disabled={busy}
              onClick={onConfirm}
              className="inline-flex min-h-12 items-center rounded-full bg-brand px-6 font-semibold text-cream hover:bg-brand-deep disabled:opacity-60"
            >
              Delete
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
