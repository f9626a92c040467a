import "server-only";

/*
 * Column readers: a value as either driver reads it. PostgreSQL gives timestamps as Dates,
 * booleans as booleans and JSON as parsed values; SQLite gives ISO text, 0/1 and JSON text
 * (docs/decisions/0004).
 */

/** A timestamp as a Date. */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A timestamp as ISO-8601 UTC. */
export function toIso(value: Date | string): string {
  return toDate(value).toISOString();
}

export function toIsoOrNull(value: Date | string | null): string | null {
  return value === null ? null : toIso(value);
}

/** A boolean column (SQLite: 0 or 1). */
export function toBoolean(value: boolean | number): boolean {
  return Boolean(value);
}

/** A JSON list of strings (tags): anything else in it, or text that is not JSON, reads as none. */
export function toStringList(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === "string")
      : [];
  } catch {
    return [];
  }
}
