import { z } from "zod";
import { htmlToText } from "@/lib/blog/html-text";
import { type SseEvent, formatSseEvent } from "@/lib/ai/sse";
import { type AiFailure, aiFailureSchema } from "./failures";

/*
 * What the editor and the AI endpoint say to each other: one JSON request, answered either by
 * a JSON failure (before anything streams) or by an event stream of sanitised snapshots of the
 * answer so far, ending in "done" or "failure".
 */

export const AI_ENDPOINT = "/api/admin/ai";
/** The polish instruction is one sentence or a few; this keeps it from carrying a second post. */
export const AI_INSTRUCTION_MAX_CHARS = 500;

/** What the admin form needs to know about the assistant (never the key). */
export type AiAssistantStatus = { configured: boolean; maxInputChars: number };

export const aiRequestSchema = z
  .object({
    action: z.enum(["generate", "polish"]),
    content: z.string(),
    instruction: z.string().max(AI_INSTRUCTION_MAX_CHARS).optional(),
  })
  .strict();

export type AiRequest = z.infer<typeof aiRequestSchema>;

/** Whether there is anything to send: a prompt or a draft with words in it. */
export function hasAiContent(content: string): boolean {
  return htmlToText(content) !== "";
}

export type AiStreamEvent =
  | { type: "snapshot"; html: string }
  | { type: "done"; html: string; badge: string }
  | { type: "failure"; failure: AiFailure };

const snapshotSchema = z.object({ html: z.string() });
const doneSchema = z.object({ html: z.string(), badge: z.string() });

export function encodeAiEvent(event: AiStreamEvent): string {
  const { type, ...payload } = event;
  return formatSseEvent(type, JSON.stringify(type === "failure" ? event.failure : payload));
}

/** The typed event, or null for anything this version does not know (read defensively). */
export function decodeAiEvent(event: SseEvent): AiStreamEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(event.data);
  } catch {
    return null;
  }
  if (event.event === "snapshot") {
    const parsed = snapshotSchema.safeParse(json);
    return parsed.success ? { type: "snapshot", ...parsed.data } : null;
  }
  if (event.event === "done") {
    const parsed = doneSchema.safeParse(json);
    return parsed.success ? { type: "done", ...parsed.data } : null;
  }
  if (event.event === "failure") {
    const parsed = aiFailureSchema.safeParse(json);
    return parsed.success ? { type: "failure", failure: parsed.data } : null;
  }
  return null;
}

/** The body of a failure answered before streaming began. */
export const aiFailureResponseSchema = z.object({ failure: aiFailureSchema });
