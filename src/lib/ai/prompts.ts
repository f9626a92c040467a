/**
 * The AI assistant's two actions and the prompts they send (docs/decisions/0006): Generate
 * turns a draft or a prompt into SEO-friendly HTML, Polish applies the operator's instruction.
 */
export type AiAction = "generate" | "polish";

export const DEFAULT_POLISH_INSTRUCTION = "Polish grammar, improve clarity, and keep formatting.";

/** The post's badge after each action. */
export const AI_BADGES: Record<AiAction, string> = {
  generate: "Gemini Draft SEO",
  polish: "Gemini Polished",
};

export function buildGeneratePrompt(content: string): string {
  return [
    "Convert the following draft or prompt into SEO-friendly HTML with headings and paragraphs.",
    "Write in English. Return only the HTML, with no comments and no <html> or <body> tags.",
    "",
    content,
  ].join("\n");
}

/** A blank instruction falls back to the default, so Polish always says what to do. */
export function buildPolishPrompt(instruction: string, content: string): string {
  return [
    instruction.trim() || DEFAULT_POLISH_INSTRUCTION,
    "Write in English. Return only the result, with no extras.",
    "",
    content,
  ].join("\n");
}

export function buildPrompt(request: {
  action: AiAction;
  content: string;
  instruction?: string | undefined;
}): string {
  return request.action === "generate"
    ? buildGeneratePrompt(request.content)
    : buildPolishPrompt(request.instruction ?? "", request.content);
}
