"use client";

import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from "react";
import {
  forgetDraft,
  type PostDraft,
  POST_DRAFT_SAVE_DELAY_MS,
  readDraft,
  writeDraft,
} from "@/lib/blog/post-draft";
import { postChanged } from "@/lib/blog/post-changed";
import type { PostFormValues } from "@/lib/blog/post-form";

type Options = {
  postId: string | null;
  /** The text as saved (the post as loaded, or the empty create form). */
  baseValues: PostFormValues;
  baseVersion: string | null;
  values: PostFormValues;
  /** The rich-text editor's writing of saved contents (src/lib/blog/post-changed.ts). */
  editorForms: Readonly<Record<string, string>>;
  /** True once the screen is being left after a save or Cancel: nothing more is written. */
  paused: RefObject<boolean>;
};

// The draft found when a screen opened, read once per screen (the form's own writes must not
// turn into an offer while the writer types) and dropped when the screen closes.
const found = new Map<string, PostDraft | null>();
const noSubscription = () => () => {};

/**
 * Keeps the form's unsaved text in this browser as the writer types, and offers a draft found
 * on arrival (a closed tab, a crash) back: restore or discard, never silently (0026).
 */
export function usePostDraft({
  postId,
  baseValues,
  baseVersion,
  values,
  editorForms,
  paused,
}: Options) {
  const key = postId ?? "new";
  const arrival = useSyncExternalStore(
    noSubscription,
    () => {
      if (!found.has(key)) found.set(key, readDraft(window.localStorage, postId));
      return found.get(key) ?? null;
    },
    () => null,
  );
  const [answered, setAnswered] = useState(false);
  useEffect(() => () => void found.delete(key), [key]);
  const offer =
    !answered && arrival && postChanged(baseValues, arrival.values, editorForms) ? arrival : null;

  // The write waiting for the writer to pause; forget() cancels it with the draft.
  const pendingWrite = useRef<number | undefined>(undefined);

  // While a found draft waits for an answer it is not overwritten by the (unchanged) form.
  useEffect(() => {
    if (offer) return;
    const timer = window.setTimeout(() => {
      if (!paused.current) {
        writeDraft(window.localStorage, postId, {
          values,
          baseValues,
          baseVersion,
          editorForms,
        });
      }
    }, POST_DRAFT_SAVE_DELAY_MS);
    pendingWrite.current = timer;
    return () => window.clearTimeout(timer);
  }, [offer, postId, values, baseValues, baseVersion, editorForms, paused]);

  return {
    offer,
    /** Takes the found draft; the caller puts its values in the form. */
    accept: () => setAnswered(true),
    discard: () => {
      forgetDraft(window.localStorage, postId);
      setAnswered(true);
    },
    /**
     * After a save or Cancel: the text is saved, or given up on purpose. The write still
     * waiting for the last keystrokes is cancelled too: it could otherwise run before the form
     * is emptied and store the saved text again as a draft.
     */
    forget: () => {
      window.clearTimeout(pendingWrite.current);
      forgetDraft(window.localStorage, postId);
    },
  };
}
