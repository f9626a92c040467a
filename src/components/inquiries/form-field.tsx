import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

const controlClass =
  "block w-full rounded-none border border-taupe-deep/70 bg-cream px-4 py-3 text-base text-ink placeholder:text-taupe-deep transition-colors hover:border-ink focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand aria-invalid:border-brand aria-invalid:bg-brand/[0.04]";

export function fieldIds(name: string) {
  return { control: `inquiry-${name}`, error: `inquiry-${name}-error` };
}

/** A labelled control with its error beside it; the control is passed in with the ids below. */
export function FormField({
  name,
  label,
  required = false,
  error,
  className,
  children,
}: {
  name: string;
  label: string;
  required?: boolean;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const ids = fieldIds(name);
  return (
    <div className={className}>
      <label htmlFor={ids.control} className="mb-2 block text-sm font-semibold">
        {label}
        {required ? (
          <span aria-hidden className="ml-1 text-brand">
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={ids.error} className="mt-2 flex gap-2 text-sm font-medium text-brand">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

/** Props that tie a control to its label and error. */
export function controlProps(name: string, error: string | undefined) {
  const ids = fieldIds(name);
  return {
    id: ids.control,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? ids.error : undefined,
    className: controlClass,
  } as const;
}
