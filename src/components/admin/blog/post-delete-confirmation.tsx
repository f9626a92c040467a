"use client";

import { Button, buttonClass } from "@/components/common/button";
import Link from "next/link";
import { useActionState, useId } from "react";
import { type DeleteState, deletePost } from "@/server/blog/actions";
import { DELETE_QUESTION, deleteDescription } from "./post-delete-button";

type Props = {
  post: { id: string; title: string };
  /** The list's query string, carried to the action so the answer lands on the same page. */
  back: string;
  listHref: string;
};

/**
 * The delete question on a page of its own, for a browser without JavaScript: a plain form
 * post to the delete action, which answers with the list and its "Blog deleted." notice.
 */
export function PostDeleteConfirmation({ post, back, listHref }: Props) {
  const [state, formAction, pending] = useActionState(deletePost, {
    status: "idle",
  } as DeleteState);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex max-w-xl flex-col px-5 pt-16 pb-24 sm:px-8 md:pt-24"
    >
      <span aria-hidden className="mb-8 h-1 w-16 bg-brand" />
      <h1 id={titleId} className="font-display text-headline font-semibold text-balance">
        {DELETE_QUESTION}
      </h1>
      <p className="mt-4 text-lg text-ink-soft">{deleteDescription(post.title)}</p>
      <div role="alert" className="mt-4 min-h-6 font-semibold text-brand">
        {state.status === "error" || state.status === "signed-out" ? state.message : null}
      </div>
      <form action={formAction} className="mt-6 flex flex-wrap gap-3" aria-busy={pending}>
        <input type="hidden" name="id" value={post.id} />
        <input type="hidden" name="back" value={back} />
        <input type="hidden" name="via" value="page" />
        <Link href={listHref} className={buttonClass({ size: "lg" })}>
          Cancel
        </Link>
        <Button type="submit" disabled={pending} variant="primary" size="lg">
          Delete
        </Button>
      </form>
    </section>
  );
}
