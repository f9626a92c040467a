/**
 * A form post as a plain record of strings, for the strict schema. React adds its own `$ACTION…`
 * fields to a progressively enhanced form; those are the framework's, not the visitor's. A field
 * sent twice or a file is refused rather than silently reduced to one value.
 */
export function formDataToRecord(formData: FormData): Record<string, string> | null {
  const record: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (key.startsWith("$ACTION")) continue;
    if (typeof value !== "string" || Object.hasOwn(record, key)) return null;
    record[key] = value;
  }
  return record;
}
