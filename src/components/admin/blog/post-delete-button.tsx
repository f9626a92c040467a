"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { startTransition, useActionState, useState } from "react";
import { type DeleteState, deletePost } from "@/server/blog/actions";
import { ConfirmDeleteDialog } from "../confirm-delete-dialog";
import { ProgressBar } from "../progress-bar";
import { useNotify } from "./post-notices";

type Props = {
  post: { id: string; title: string };
  /** The list's query string, so the answer lands on the same filtered page. */
  back: string;
  className: string;
};

export const DELETE_QUESTION = "Are you sure you want to delete this blog?";
export const deleteDescription = (title: string) =>
  `“${title}” will be removed from the Thought Hub. This cannot be undone.`;

/**
 * A row's Delete. Without JavaScript it is a plain form that leads to the delete question's
 * own page; with it, the same question opens in an accessible dialog over the list
 * (docs/decisions/0010 and 0026).
 */
export function PostDeleteButton({ post, back, className }: Props) {
  const router = useRouter();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [, dispatch, deleting] = useActionState(
    async (previous: DeleteState, formData: FormData): Promise<DeleteState> => {
      const result = await deletePost(previous, formData).catch((): DeleteState => ({
        status: "error",
        message: "Failed to delete blog.",
      }));
      setOpen(false);
      if (result.status === "deleted") {
        notify({ kind: "success", message: result.message });
        // The row, and the button that had the focus, are gone: the list's heading takes it.
        requestAnimationFrame(() => document.getElementById("post-list-title")?.focus());
      } else if (result.status === "signed-out") {
        notify({ kind: "error", message: result.message });
        router.refresh();
      } else if (result.status === "error") {
        notify({ kind: "error", message: result.message });
      }
      return result;
    },
    { status: "idle" },
  );

  function confirm() {
    const data = new FormData();
    data.set("id", post.id);
    data.set("back", back);
    data.set("via", "dialog");
    startTransition(() => dispatch(data));
  }

  return (
    <form
      method="get"
      action={`/admin/blog/${post.id}/delete`}
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(true);
      }}
    >
      {back ? <input type="hidden" name="back" value={back} /> : null}
      {deleting ? <ProgressBar label="Deleting" /> : null}
      <button type="submit" disabled={deleting} className={className}>
        <Trash2 aria-hidden className="size-4" />
        Delete<span className="sr-only">: {post.title}</span>
      </button>
      <ConfirmDeleteDialog
        open={open}
        title={DELETE_QUESTION}
        description={deleteDescription(post.title)}
        busy={deleting}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        returnFocusId="post-list-title"
      />
    </form>
  );
}
