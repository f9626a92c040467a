import "server-only";

/** A timestamp as either driver reads it (pg: a Date; SQLite: ISO text), as ISO-8601 UTC. */
export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toIsoOrNull(value: Date | string | null): string | null {
  return value === null ? null : toIso(value);
}
