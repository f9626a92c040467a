import "server-only";
import { randomUUID } from "node:crypto";

/**
 * This server process's id among the processes sharing the database (docs/decisions/0030): the
 * writes it makes are recorded with it, and its cache handler skips them when it reads them
 * back, having expired its own pages at the write. Kept in the process's environment because
 * the handler is loaded by Node.js and the application by Next.js's bundles: both read one value.
 */
const PROCESS_ID_VARIABLE = "KURSI_PROCESS_ID";

export function serverProcessId(): string {
  return (process.env[PROCESS_ID_VARIABLE] ??= randomUUID());
}
