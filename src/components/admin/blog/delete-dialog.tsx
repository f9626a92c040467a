"use client";

import { ConfirmDeleteDialog } from "../confirm-delete-dialog";

type Props = {
  post: { id: string; title: string } | null;
  /** Where focus goes after a delete, when the Delete button left with its row. */
  returnFocusId: string;
  busy: boolean;
  onConfirm: (id: string) => void;
  onCancel: () => void;
};

/** The confirmation before a post is deleted, with the exact question (docs/decisions/0010). */
export function DeleteDialog({ post, returnFocusId, busy, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDeleteDialog
      open={post !== null}
      title="Are you sure you want to delete this blog?"
      description={
        post ? `“${post.title}” will be removed from the Thought Hub. This cannot be undone.` : ""
      }
      busy={busy}
      onConfirm={() => post && onConfirm(post.id)}
      onCancel={onCancel}
      returnFocusId={returnFocusId}
    />
  );
}
