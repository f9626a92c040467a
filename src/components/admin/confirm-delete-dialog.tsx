"use client";

import { Button } from "@/components/common/button";
import * as Dialog from "@radix-ui/react-dialog";
import { useRef } from "react";
import { useScrollLock } from "@/components/layout/scroll-controller";

type Props = {
  open: boolean;
  /** The question, e.g. "Are you sure you want to delete this blog?" */
  title: string;
  /** What will go, in a sentence. */
  description: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the button that opened the dialog is gone (deleted with its row). */
  returnFocusId?: string;
};

/**
 * The confirmation before a delete: an accessible alert dialog (focus trapped, Escape and the
 * backdrop cancel, page scroll locked, focus back on the button that opened it). Cancel comes
 * first and so takes the focus: a reflexive Enter keeps what was about to be deleted.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  description,
  busy,
  onConfirm,
  onCancel,
  returnFocusId,
}: Props) {
  useScrollLock(open);
  // The dialog opens from a Delete button, not a Radix trigger: remember it to return focus.
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
            const target = opener.current?.isConnected
              ? opener.current
              : returnFocusId
                ? document.getElementById(returnFocusId)
                : null;
            target?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 border-t-4 border-brand bg-cream p-7 shadow-[0_30px_80px_-30px_rgba(17,16,16,0.7)]"
        >
          <Dialog.Title className="font-display text-2xl font-semibold text-balance">
            {title}
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-ink-soft">{description}</Dialog.Description>
          <div className="mt-7 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button size="lg">Cancel</Button>
            </Dialog.Close>
            <Button disabled={busy} onClick={onConfirm} variant="primary" size="lg">
              Delete
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
