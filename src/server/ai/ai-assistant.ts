import "server-only";
import type { AiAssistantStatus } from "@/lib/ai/protocol";
import { NotSignedInError, requireAdmin } from "@/server/auth/session";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { log } from "@/server/log";
import type { AiEndpointDeps } from "./ai-endpoint";
import { takeAiRequest } from "./ai-rate-limit";
import { providerFromEnv } from "./provider-from-env";

/** The configured provider, made once per process; null when the assistant is switched off. */
const provider = providerFromEnv(env);

export function aiAssistantStatus(): AiAssistantStatus {
  return { configured: provider !== null, maxInputChars: env.AI_MAX_INPUT_CHARS };
}

async function authorize(): Promise<string | null> {
  try {
    return (await requireAdmin()).tokenHash;
  } catch (error) {
    if (error instanceof NotSignedInError) return null;
    throw error;
  }
}

export function aiEndpointDeps(): AiEndpointDeps {
  return {
    authorize,
    provider,
    maxInputChars: env.AI_MAX_INPUT_CHARS,
    takeRequest: async (sessionTokenHash) =>
      takeAiRequest(await getDb(), sessionTokenHash, env.AI_RATE_LIMIT_PER_HOUR),
    log,
  };
}
