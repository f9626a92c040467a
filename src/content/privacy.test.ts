import { describe, expect, it } from "vitest";
import { privacySections, privacySummary } from "./privacy";

function policyText(retentionDays: number): string {
  const sections = privacySections(retentionDays);
  const blocks = sections.flatMap((section) => section.blocks);
  const inline = blocks.flatMap((block) =>
    block.kind === "paragraph"
      ? block.content
      : block.kind === "list"
        ? block.items.flat()
        : block.items.map((item) => item.description),
  );
  return inline.map((part) => (typeof part === "string" ? part : part.text)).join(" ");
}

describe("the privacy policy's retention", () => {
  it("states the configured number of days, in the summary and in the policy", () => {
    expect(privacySummary(30)).toContain("deletes it after 30 days.");
    expect(policyText(30)).toContain("Each inquiry is deleted 30 days after it arrives");
    expect(`${privacySummary(30)} ${policyText(30)}`).not.toContain("365");
    expect(privacySummary(1)).toContain("deletes it after 1 day.");
  });
});
