import "server-only";
import type { Env } from "@/server/env-schema";
import { createGeminiProvider } from "./gemini-provider";
import { createOpenAiProvider } from "./openai-provider";
import type { AiProvider } from "./provider";

/** The provider the environment configures, or null when the assistant is switched off. */
export function providerFromEnv(env: Env): AiProvider | null {
  if (env.AI_PROVIDER === "openai") {
    // The schema requires both when AI_PROVIDER=openai; checked again for the type system.
    if (!env.OPENAI_BASE_URL || !env.OPENAI_MODEL) return null;
    return createOpenAiProvider({
      baseUrl: env.OPENAI_BASE_URL,
      apiKey: env.OPENAI_API_KEY,
      model: env.OPENAI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
    });
  }
  if (!env.GEMINI_API_KEY) return null;
  return createGeminiProvider({
    apiKey: env.GEMINI_API_KEY,
    model: env.GEMINI_MODEL,
    baseUrl: env.GEMINI_BASE_URL,
    timeoutMs: env.AI_TIMEOUT_MS,
  });
}
