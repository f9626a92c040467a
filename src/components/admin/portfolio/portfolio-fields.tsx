"use client";

import { Button } from "@/components/common/button";
import { describedBy, fieldIds, FormField, inputClass } from "@/components/common/form-field";

/** A one-line or multi-line text field of a portfolio form, its error wired to it. */
export function PortfolioTextField({
  name,
  label,
  value,
  error,
  required = false,
  multiline = false,
  maxLength,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  multiline?: boolean;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  const common = {
    id: fieldIds(name).input,
    name,
    value,
    required,
    maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(name, { error }),
    className: inputClass,
  } as const;
  return (
    <FormField name={name} label={label} required={required} error={error}>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  );
}

/** The form's buttons: save, and (when editing) cancel back to a new entry. */
export function PortfolioFormButtons({
  editing,
  pending,
  noun,
  onCancel,
}: {
  editing: boolean;
  pending: boolean;
  noun: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        type="submit"
        disabled={pending}
        variant="primary"
        size="lg"
        className="disabled:cursor-wait"
      >
        {pending ? "Saving…" : editing ? `Save ${noun}` : `Add ${noun}`}
      </Button>
      {editing ? (
        <Button onClick={onCancel} size="lg">
          Cancel
        </Button>
      ) : null}
    </div>
  );
}
