import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.2 A/AA rules and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The rules Lighthouse turns on by name beyond its tags (lighthouse 12.8,
 * core/gather/gatherers/accessibility.js; tests/architecture/lighthouse-axe-rules.test.ts keeps
 * the list in step with the installed version). Some are tagged AAA or experimental, which no
 * tag above runs: without them, a page could pass here and lose points in Lighthouse.
 */
export const LIGHTHOUSE_AXE_RULES = [
  "accesskeys",
  "aria-allowed-role",
  "aria-conditional-attr",
  "aria-deprecated-role",
  "aria-dialog-name",
  "aria-prohibited-attr",
  "aria-treeitem-name",
  "aria-text",
  "empty-heading",
  "heading-order",
  "html-xml-lang-mismatch",
  "identical-links-same-purpose",
  "image-redundant-alt",
  "input-button-name",
  "label-content-name-mismatch",
  "landmark-one-main",
  "link-in-text-block",
  "meta-viewport",
  "select-name",
  "skip-link",
  "tabindex",
  "table-duplicate-name",
  "table-fake-caption",
  "target-size",
  "td-has-header",
] as const;

/**
 * Fails with a readable list when axe finds a violation of WCAG 2.2 A/AA, of a best practice,
 * or of any rule Lighthouse's accessibility score runs.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // Axe judges the page as it is at that instant. After a client navigation the new <title>
  // streams in a moment after the screen, and a dialog fading in has the contrast of its
  // current opacity: wait for the title, and for every running animation that ends to end.
  await expect(page).toHaveTitle(/\S/);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // One options object: AxeBuilder's options() replaces what withTags() set.
  let builder = new AxeBuilder({ page }).options({
    runOnly: { type: "tag", values: AXE_TAGS },
    rules: Object.fromEntries(LIGHTHOUSE_AXE_RULES.map((id) => [id, { enabled: true }])),
  });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}`).join("\n"),
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
