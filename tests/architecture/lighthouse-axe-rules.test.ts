import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LIGHTHOUSE_AXE_RULES } from "../e2e/support/axe";

/*
 * The e2e axe checks run every rule Lighthouse's accessibility score runs (issue 28): the rules
 * it names beyond its tags are read from the installed Lighthouse, so an upgrade that adds one
 * fails here until tests/e2e/support/axe.ts runs it too.
 */
const require = createRequire(import.meta.url);
const gatherer = path.join(
  path.dirname(require.resolve("lighthouse/package.json")),
  "core/gather/gatherers/accessibility.js",
);

describe("the e2e accessibility checks", () => {
  it("run every axe rule Lighthouse enables by name", () => {
    const source = readFileSync(gatherer, "utf8");
    const enabled = [...source.matchAll(/'([a-z0-9-]+)': \{enabled: true\}/g)].map(([, id]) => id);
    expect(enabled.length).toBeGreaterThan(10);
    expect([...LIGHTHOUSE_AXE_RULES].sort()).toEqual(enabled.sort());
  });
});
