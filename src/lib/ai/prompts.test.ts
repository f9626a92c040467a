import { describe, expect, it } from "vitest";
import {
  AI_BADGES,
  buildGeneratePrompt,
  buildPolishPrompt,
  buildPrompt,
  DEFAULT_POLISH_INSTRUCTION,
} from "./prompts";

describe("buildGeneratePrompt", () => {
  it("asks for SEO-friendly HTML with headings and paragraphs, in English, without extras", () => {
    const prompt = buildGeneratePrompt("coffee shop rebrand notes");
    expect(prompt).toMatch(/SEO-friendly HTML with headings and paragraphs/);
    expect(prompt).toMatch(/\bEnglish\b/);
    expect(prompt).toMatch(/no comments and no <html> or <body> tags/);
    expect(prompt.endsWith("\n\ncoffee shop rebrand notes")).toBe(true);
  });
});

describe("buildPolishPrompt", () => {
  it("puts the operator's instruction first and the content last, in English, no extras", () => {
    const prompt = buildPolishPrompt("Make it punchier.", "<p>Our draft.</p>");
    expect(prompt.startsWith("Make it punchier.\n")).toBe(true);
    expect(prompt).toMatch(/\bEnglish\b/);
    expect(prompt).toMatch(/no extras/);
    expect(prompt.endsWith("\n\n<p>Our draft.</p>")).toBe(true);
  });

  it("falls back to the default instruction when the field is blank", () => {
    expect(buildPolishPrompt("  ", "x").startsWith(`${DEFAULT_POLISH_INSTRUCTION}\n`)).toBe(true);
  });
});

describe("buildPrompt", () => {
  it("chooses the prompt by action", () => {
    expect(buildPrompt({ action: "generate", content: "a" })).toBe(buildGeneratePrompt("a"));
    expect(buildPrompt({ action: "polish", content: "a", instruction: "Shorter." })).toBe(
      buildPolishPrompt("Shorter.", "a"),
    );
  });

  it("names the badges exactly as the spec does", () => {
    expect(AI_BADGES).toEqual({ generate: "Gemini Draft SEO", polish: "Gemini Polished" });
  });
});
