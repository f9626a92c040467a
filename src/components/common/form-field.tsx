import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** The admin's fields are `field-<name>…`, the contact form's `inquiry-<name>…`. */
export type FieldPrefix = "field" | "inquiry";

export type FieldLook = "admin" | "site";

/** The admin's text control. */
export const inputClass =
  "block min-h-12 w-full rounded-none border border-ink/30 bg-white px-4 py-2.5 text-base aria-invalid:border-brand focus-visible:border-brand";

/** The contact form's text control. */
export const siteControlClass =
  "block w-full rounded-none border border-taupe-deep/70 bg-cream px-4 py-3 text-base text-ink placeholder:text-taupe-deep transition-colors hover:border-ink focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand aria-invalid:border-brand aria-invalid:bg-brand/[0.04]";

/** The ids a control needs to point at its label, hint and error (one form per screen). */
export function fieldIds(name: string, prefix: FieldPrefix = "field") {
  return {
    input: `${prefix}-${name}`,
    label: `${prefix}-${name}-label`,
    hint: `${prefix}-${name}-hint`,
    error: `${prefix}-${name}-error`,
  };
}

export function describedBy(
  name: string,
  { hint, error, prefix = "field" }: { hint?: boolean; error?: string; prefix?: FieldPrefix },
) {
  const ids = fieldIds(name, prefix);
  return [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ") || undefined;
}

/** Props that tie a contact-form control to its label and error. */
export function controlProps(name: string, error: string | undefined) {
  return {
    id: fieldIds(name, "inquiry").input,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(name, { error, prefix: "inquiry" }),
    className: siteControlClass,
  } as const;
}

const looks = {
  admin: {
    prefix: "field",
    field: "space-y-2",
    label: "block text-sm font-semibold",
    hint: "text-sm text-taupe-deep",
    error: "text-sm font-semibold text-brand",
  },
  site: {
    prefix: "inquiry",
    field: "",
    label: "mb-2 block text-sm font-semibold",
    hint: "mt-2 text-sm text-taupe-deep",
    error: "mt-2 flex gap-2 text-sm font-medium text-brand",
  },
} as const;

/**
 * A labelled field with its hint and, beside it, its error; the control is passed in with the
 * ids of `fieldIds`. The admin names every field required or optional; the contact form marks
 * only the required ones, with a star its label text already explains.
 */
export function FormField({
  look = "admin",
  name,
  label,
  required = false,
  hint,
  error,
  children,
  className,
}: {
  look?: FieldLook;
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  const style = looks[look];
  const ids = fieldIds(name, style.prefix);
  return (
    <div className={[style.field, className].filter(Boolean).join(" ") || undefined}>
      <label
        id={look === "admin" ? ids.label : undefined}
        htmlFor={ids.input}
        className={style.label}
      >
        {label}
        {look === "site" ? <SiteMarker required={required} /> : <AdminMarker required={required} />}
      </label>
      {children}
      {hint ? (
        <p id={ids.hint} className={style.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className={style.error}>
          {look === "site" ? <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" /> : null}
          {look === "site" ? <span>{error}</span> : error}
        </p>
      ) : null}
    </div>
  );
}

function AdminMarker({ required }: { required: boolean }) {
  return required ? (
    <span className="text-brand">
      <span aria-hidden> *</span>
      <span className="sr-only"> (required)</span>
    </span>
  ) : (
    <span className="font-normal text-taupe-deep"> (optional)</span>
  );
}

function SiteMarker({ required }: { required: boolean }) {
  return required ? (
    <span aria-hidden className="ml-1 text-brand">
      *
    </span>
  ) : null;
}
