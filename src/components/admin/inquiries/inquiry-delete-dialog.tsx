"use client";

import { ConfirmDeleteDialog } from "@/components/admin/confirm-delete-dialog";

type Props = {
  open: boolean;
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The confirmation before an inquiry is deleted. */
export function InquiryDeleteDialog({ open, name, busy, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDeleteDialog
      open={open}
      title="Are you sure you want to delete this inquiry?"
      description={`The inquiry from ${name} and its delivery records will be deleted for good. This cannot be undone.`}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
