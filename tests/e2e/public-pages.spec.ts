import type { Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { samplePosts } from "@/content/sample-posts";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { holdRotatingWords, revealAllTiles } from "./support/reveal";

/*
 * Every public page (issue 28): valid HTML as served, and no accessibility violation of any
 * rule Lighthouse's score runs. A post and a category page stand for their kinds.
 */
const PAGES = [
  "/",
  "/work",
  "/about",
  "/thought-hub",
  "post",
  "/BrandIdentity",
  "/services",
  "/contact",
  "/privacy",
] as const;

/** HTML's own rules (html-validate's "standard" preset), nothing about code style. */
const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

/** A sample post's path, read from the Thought Hub's list. */
async function pathOf(page: Page, name: (typeof PAGES)[number]): Promise<string> {
  if (name !== "post") return name;
  await page.goto("/thought-hub");
  const title = samplePosts[0]!.title;
  const href = await page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) })
    .getByRole("link", { name: /^Read More/ })
    .getAttribute("href");
  if (!href) throw new Error(`no link to ${title}`);
  return href;
}

test.describe("every public page", () => {
  for (const name of PAGES) {
    test(`${name} is valid HTML`, async ({ page, request }, testInfo) => {
      test.skip(testInfo.project.name !== "desktop", "the HTML is the same at every width");
      const path = await pathOf(page, name);
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const report = await validator.validateString(await response.text());
      const errors = report.results
        .flatMap((result) => result.messages)
        .filter((message) => message.severity === 2)
        .map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? ""})`);
      expect(errors, `HTML errors on ${path}`).toEqual([]);
    });

    test(`${name} has no axe violations, Lighthouse's rules included`, async ({ page }) => {
      // Every rule over a whole page (target-size measures each control) takes tens of seconds
      // on a busy two-core machine: seen at 30-50 s, so the default 45 s would fail by chance.
      test.setTimeout(120_000);
      await page.goto(await pathOf(page, name));
      // axe scrolls while it measures contrast; a work tile caught mid-fade would read as low contrast.
      await revealAllTiles(page);
      if (name === "/") await holdRotatingWords(page);
      await expectNoAxeViolations(page);
    });
  }
});

test("the axe check fails on a rule only Lighthouse's list turns on", async ({ page }) => {
  // label-content-name-mismatch is experimental in axe: no tag runs it.
  await page.setContent(
    '<html lang="en"><title>t</title><main><h1>t</h1><button aria-label="Close">Open menu</button></main></html>',
  );
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/label-content-name-mismatch/);
});
