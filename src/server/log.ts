import "server-only";
import pino from "pino";
import { env } from "./env";

/** Structured JSON logs. Never log secrets or message bodies. */
export const log = pino({
  level: env.LOG_LEVEL,
  base: undefined,
  redact: {
    paths: ["*.password", "*.key", "*.apiKey", "*.token", "*.cookie", "*.authorization"],
    censor: "[redacted]",
  },
});
