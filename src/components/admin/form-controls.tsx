import type { PostFormField } from "@/lib/blog/post-form";
import { describedBy, fieldIds, FormField, inputClass } from "@/components/common/form-field";

/** A one-line text field of the blog form, with its hint and error wired to it. */
export function TextField({
  field,
  label,
  value,
  error,
  required,
  hint,
  onChange,
}: {
  field: PostFormField;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  hint?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField name={field} label={label} required={required} hint={hint} error={error}>
      <input
        id={fieldIds(field).input}
        name={field}
        type="text"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, { hint: !!hint, error })}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </FormField>
  );
}

/** Draft or published, as two radio buttons styled as pills. */
export function StatusField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: "published" | "draft") => void;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">Status</legend>
      <div className="flex flex-wrap gap-3">
        {(["published", "draft"] as const).map((status) => (
          <label
            key={status}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-ink/25 px-4 has-checked:border-ink has-checked:bg-ink has-checked:text-cream has-focus-visible:outline-3 has-focus-visible:outline-brand"
          >
            <input
              type="radio"
              name="status"
              value={status}
              checked={value === status}
              onChange={() => onChange(status)}
              className="size-4 accent-brand"
            />
            {status === "published" ? "Published" : "Draft"}
          </label>
        ))}
      </div>
      {error ? <p className="text-sm font-semibold text-brand">{error}</p> : null}
    </fieldset>
  );
}
