import "server-only";
import type { Kysely } from "kysely";
import { isPostgres } from "../connect";

/**
 * Column types that differ between the dialects. Each has a native type on PostgreSQL; SQLite
 * stores them as text or integers (sqlite.ts converts the bound values).
 */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return {
    timestamp: postgres ? "timestamptz" : "text",
    boolean: postgres ? "boolean" : "integer",
    json: postgres ? "jsonb" : "text",
  } as const;
}
