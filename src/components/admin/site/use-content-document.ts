"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { type ContentActionState, fieldErrors } from "@/lib/content/content-revision";
import type { Notice } from "../notice";

type Schema<V> = {
  safeParse: (value: V) =>
    | { success: true; data: unknown }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
};

/** An error key ("cards.2.title") as the id part of its field ("cards-2-title"). */
export const fieldName = (path: string) => path.replaceAll(".", "-");

/**
 * A content document's form (docs/decisions/0035): its values, their errors, and a save checked
 * here first, then by the server. A save answers with the page refreshed at the new version.
 */
export function useContentDocument<V>({
  initial,
  version,
  schema,
  save,
  onNotice,
}: {
  initial: V;
  version: string;
  schema: Schema<V>;
  save: (request: { version: string; values: unknown }) => Promise<ContentActionState>;
  onNotice: (notice: Notice) => void;
}) {
  const router = useRouter();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();

  function settle(state: ContentActionState) {
    if (state.status === "idle") return;
    onNotice({
      kind: state.status === "saved" ? "success" : "error",
      message: state.message,
      id: Date.now(),
    });
    if (state.status === "invalid") {
      // What only the server can tell (a path taken, a page that is gone) takes the focus too.
      setErrors(state.errors);
      const first = Object.keys(state.errors)[0];
      if (first) focusField(first);
    }
    if (state.status === "signed-out") router.refresh();
  }

  function submit() {
    const checked = schema.safeParse(values);
    if (!checked.success) {
      const found = fieldErrors(checked.error.issues);
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) focusField(first);
      return;
    }
    setErrors({});
    startTransition(async () => {
      try {
        settle(await save({ version, values: checked.data }));
      } catch {
        settle({ status: "error", message: "The changes could not be saved." });
      }
    });
  }

  return { values, setValues, errors, pending, submit, settle };
}

/**
 * Focuses the field of an error, or of its nearest parent: "pairs.0.audiences.1" is one word
 * of the field "pairs-0-audiences".
 */
function focusField(path: string) {
  const parts = path.split(".");
  for (let length = parts.length; length > 0; length--) {
    const field = document.getElementById(`field-${fieldName(parts.slice(0, length).join("."))}`);
    if (field) {
      field.focus();
      return;
    }
  }
}

/** Moves the item at `from` to `to` (both within the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
