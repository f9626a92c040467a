import "server-only";
import { providerFromEnv } from "@/server/ai/provider-from-env";
import { env } from "@/server/env";
import type { ConfiguredAi } from "./revisions";

let configured: ConfiguredAi | undefined;

/**
 * The AI provider and model this server is configured with (null when the assistant is off):
 * what a save's claim of AI origin is checked against, and what the editor names in it.
 */
export function configuredAi(): ConfiguredAi {
  if (configured === undefined) {
    const provider = providerFromEnv(env);
    configured = provider ? { name: provider.name, model: provider.model } : null;
  }
  return configured;
}
