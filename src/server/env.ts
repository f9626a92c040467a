import "server-only";
import { parseEnv } from "./env-schema";

/**
 * The validated environment, read once. A bad variable stops the process with a list of every
 * problem (see env-schema.ts) instead of failing later in a request.
 */
export const env = parseEnv(process.env);
export type { Env } from "./env-schema";
