"use client";

import { useState, useTransition } from "react";
import type { FormErrors, PortfolioActionState, PortfolioList } from "@/lib/portfolio/portfolio";
import { deletePortfolioEntry, type SaveRequest } from "@/server/portfolio/actions";
import type { Notice } from "../notice";

type Schema<V> = {
  safeParse: (values: V) =>
    | { success: true }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
};

/**
 * The state every portfolio screen shares: the form (a new entry, or the one being edited),
 * its errors, the pending delete, and the message shown after each action. The form's schema
 * runs here first, so errors appear beside their fields without a round trip.
 */
export function usePortfolioEditor<V extends Record<string, string>>({
  list,
  empty,
  schema,
  save,
}: {
  list: PortfolioList;
  empty: V;
  schema: Schema<V>;
  save: (request: SaveRequest) => Promise<PortfolioActionState>;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<FormErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function show(state: PortfolioActionState) {
    if (state.status === "done" && state.message === "Order saved.") return;
    setNotice({
      kind: state.status === "saved" || state.status === "done" ? "success" : "error",
      message: state.message,
      id: Date.now(),
    });
  }

  function edit(id: string | null, next: V) {
    setEditing(id);
    setValues(next);
    setErrors({});
    document.getElementById("portfolio-form")?.scrollIntoView({ block: "start" });
    document.getElementById("portfolio-form-title")?.focus();
  }

  function submit() {
    const checked = schema.safeParse(values);
    if (!checked.success) {
      const found: FormErrors = {};
      for (const issue of checked.error.issues)
        found[String(issue.path[0] ?? "form")] ??= issue.message;
      setErrors(found);
      return;
    }
    startTransition(async () => {
      const result = await save({ id: editing, values });
      if (result.status === "invalid") setErrors(result.errors);
      if (result.status === "saved") {
        setEditing(null);
        setValues(empty);
        setErrors({});
      }
      show(result);
    });
  }

  function confirmDelete() {
    const id = deleting;
    if (!id) return;
    startTransition(async () => {
      const result = await deletePortfolioEntry(list, id);
      setDeleting(null);
      if (result.status === "done" && editing === id) {
        setEditing(null);
        setValues(empty);
      }
      show(result);
    });
  }

  return {
    editing,
    values,
    errors,
    notice,
    pending,
    deleting,
    setField: (name: keyof V & string, value: string) =>
      setValues((current) => ({ ...current, [name]: value })),
    startNew: () => edit(null, empty),
    edit,
    submit,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    show,
    dismiss: () => setNotice(null),
  };
}
