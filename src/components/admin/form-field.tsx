import type { ReactNode } from "react";

export const inputClass =
  "block min-h-12 w-full rounded-none border border-ink/30 bg-white px-4 py-2.5 text-base aria-invalid:border-brand focus-visible:border-brand";

/** The ids a control needs to point at its hint and its error (one form per admin screen). */
export function fieldIds(name: string) {
  return {
    input: `field-${name}`,
    label: `field-${name}-label`,
    hint: `field-${name}-hint`,
    error: `field-${name}-error`,
  };
}

export function describedBy(name: string, { hint, error }: { hint?: boolean; error?: string }) {
  const ids = fieldIds(name);
  return [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ") || undefined;
}

/** A labelled field with its hint and, beside it, its error. */
export function FormField({
  name,
  label,
  required,
  hint,
  error,
  children,
  className,
}: {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  const ids = fieldIds(name);
  return (
    <div className={`space-y-2 ${className ?? ""}`}>
      <label id={ids.label} htmlFor={ids.input} className="block text-sm font-semibold">
        {label}
        {required ? (
          <span className="text-brand">
            <span aria-hidden> *</span>
            <span className="sr-only"> (required)</span>
          </span>
        ) : (
          <span className="font-normal text-taupe-deep"> (optional)</span>
        )}
      </label>
      {children}
      {hint ? (
        <p id={ids.hint} className="text-sm text-taupe-deep">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="text-sm font-semibold text-brand">
          {error}
        </p>
      ) : null}
    </div>
  );
}
