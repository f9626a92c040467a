import { createHash } from "node:crypto";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { aiFakeURL } from "../../playwright.config";
import { FAKE_GEMINI_KEY } from "../support/fake-gemini";
import {
  adminTest,
  deletePost,
  E2E_ADMIN_KEY,
  postRow,
  showInList,
  signIn,
  SOUND_EXCERPT,
  uniqueTitle,
} from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

/*
 * The AI assistant in the admin, against the loopback Gemini server (tests/support/fake-gemini.ts)
 * that the admin server is configured with. The fake picks its answer from a marker in the
 * content ("[[fake:safety]]"); a token per test finds that test's request among the others.
 */

type FakeRequest = { prompt: string; apiKey: string | null; endState: string };

function tokenFor(testInfo: TestInfo): string {
  return createHash("sha256")
    .update(`${testInfo.project.name}:${testInfo.testId}`)
    .digest("hex")
    .slice(0, 10);
}

async function fakeRequests(request: APIRequestContext, token: string): Promise<FakeRequest[]> {
  const all = (await (await request.get(`${aiFakeURL}/__fake/requests`)).json()) as FakeRequest[];
  return all.filter((entry) => entry.prompt.includes(token));
}

const editor = (page: Page) => page.getByRole("textbox", { name: /^Content/ });
const aiPanel = (page: Page) => page.getByRole("region", { name: "AI assistant" });
const failure = (page: Page) =>
  page.getByRole("alert").filter({ hasText: "Failed to generate with AI." });

async function writeContent(page: Page, text: string) {
  await editor(page).click();
  await editor(page).fill(text);
  await expect(editor(page)).toHaveText(text);
}

adminTest.describe("AI assistant", () => {
  adminTest.beforeEach(async ({ page }) => signIn(page));

  adminTest(
    "Generate streams the answer into the editor, then keeps the sanitised HTML and badge",
    async ({ page, request }, testInfo) => {
      const token = tokenFor(testInfo);
      await writeContent(page, `Notes on repositioning a furniture brand [[fake:gated:${token}]]`);
      await aiPanel(page).getByRole("button", { name: "Generate" }).click();

      // The first piece is in the editor while the answer is still open: it streams.
      const progress = page.getByRole("progressbar", { name: "Generating with AI" });
      await expect(progress).toBeVisible();
      await expect(editor(page).getByRole("heading", { name: "Positioned to lead" })).toBeVisible();
      await expect(editor(page)).toHaveAttribute("contenteditable", "false");
      await expect(editor(page)).not.toContainText("```");
      await expect(aiPanel(page).getByRole("button", { name: "Cancel" })).toBeVisible();

      await request.post(`${aiFakeURL}/__fake/release?token=${token}`);
      await expect(progress).toHaveCount(0);
      await expect(
        page.getByRole("status").filter({ hasText: "The AI draft replaced the content." }),
      ).toBeVisible();
      await expect(editor(page)).toContainText("We make sure yours commands attention.");
      await expect(editor(page)).toHaveAttribute("contenteditable", "true");
      await expect(aiPanel(page)).toContainText("AI badge: Gemini Draft SEO");
      // The script in the answer never reached the page.
      expect(await page.evaluate(() => "__aiScriptRan" in window)).toBe(false);
      await expect(page.locator("#field-content script")).toHaveCount(0);

      // What the server sent upstream: the Generate prompt with the content, and the key.
      const [sent] = await fakeRequests(request, token);
      expect(sent?.apiKey).toBe(FAKE_GEMINI_KEY);
      expect(sent?.prompt).toMatch(/^Convert the following draft or prompt into SEO-friendly HTML/);
      expect(sent?.prompt).toContain("Notes on repositioning a furniture brand");

      // Saved, the post carries the badge.
      const title = uniqueTitle(testInfo, "AI draft");
      await page.getByLabel(/^Title/).fill(title);
      await page.getByLabel(/^Category/).fill("Testing");
      await page.getByLabel(/^Excerpt/).fill(SOUND_EXCERPT);
      await page.getByRole("button", { name: "Add blog" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "Blog added successfully!" }),
      ).toBeVisible();
      await showInList(page, title);
      await expect(postRow(page, title).getByText("Gemini Draft SEO")).toBeVisible();
      await deletePost(page, title);
    },
  );

  adminTest(
    "Polish sends the edited instruction, which is kept for next time",
    async ({ page, request }, testInfo) => {
      const token = tokenFor(testInfo);
      await writeContent(page, `A rough draft about naming ${token}`);
      const instruction = aiPanel(page).getByLabel("Polish instruction");
      await expect(instruction).toHaveValue(
        "Polish grammar, improve clarity, and keep formatting.",
      );
      await instruction.fill("Make it bolder for founders.");
      await aiPanel(page).getByRole("button", { name: "Polish" }).click();

      await expect(
        page.getByRole("status").filter({ hasText: "The polished text replaced the content." }),
      ).toBeVisible();
      // The fake echoes the first line of the prompt it received.
      await expect(editor(page)).toContainText(
        "Instruction received: Make it bolder for founders.",
      );
      await expect(aiPanel(page)).toContainText("AI badge: Gemini Polished");
      const [sent] = await fakeRequests(request, token);
      expect(sent?.prompt).toMatch(/^Make it bolder for founders\.\n/);

      await page.reload();
      await expect(aiPanel(page).getByLabel("Polish instruction")).toHaveValue(
        "Make it bolder for founders.",
      );
    },
  );

  adminTest("empty content asks for content and calls nothing", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("/api/admin/ai")) calls.push(sent.url());
    });
    await aiPanel(page).getByRole("button", { name: "Generate" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please enter content or a prompt first." }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Dismiss message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please enter" })).toHaveCount(0);
    await aiPanel(page).getByRole("button", { name: "Polish" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please enter content or a prompt first." }),
    ).toBeVisible();
    expect(calls).toEqual([]);
  });

  for (const [marker, reason] of [
    ["safety", "The answer was stopped for safety reasons (SAFETY)."],
    ["block-prompt", "The AI provider blocked the prompt (SAFETY)."],
    ["error", "The AI provider answered with an error (HTTP 500)."],
    ["empty", "The AI provider returned an empty answer."],
  ] as const) {
    adminTest(
      `a failure (${marker}) says why and leaves the content untouched`,
      async ({ page }) => {
        const content = `My own careful draft [[fake:${marker}]]`;
        await writeContent(page, content);
        await aiPanel(page).getByRole("button", { name: "Generate" }).click();
        await expect(failure(page)).toContainText(reason);
        await expect(editor(page)).toHaveText(content);
        await expect(editor(page)).toHaveAttribute("contenteditable", "true");
        await expect(aiPanel(page)).not.toContainText("AI badge");
        await expect(
          aiPanel(page).getByRole("button", { name: "Restore previous content" }),
        ).toHaveCount(0);
      },
    );
  }

  adminTest("one click restores the content from before the AI action", async ({ page }) => {
    await writeContent(page, "The operator's original words");
    await aiPanel(page).getByRole("button", { name: "Generate" }).click();
    await expect(editor(page)).toContainText("Positioned to lead");
    await expect(aiPanel(page)).toContainText("AI badge: Gemini Draft SEO");

    await aiPanel(page).getByRole("button", { name: "Restore previous content" }).click();
    await expect(editor(page)).toHaveText("The operator's original words");
    await expect(aiPanel(page)).not.toContainText("AI badge");
    await expect(
      aiPanel(page).getByRole("button", { name: "Restore previous content" }),
    ).toHaveCount(0);
  });

  adminTest(
    "Cancel stops the answer and closes the upstream request",
    async ({ page, request }, testInfo) => {
      const token = tokenFor(testInfo);
      const content = `Half an idea [[fake:hang]] ${token}`;
      await writeContent(page, content);
      // By keyboard: focus moves to Cancel while the answer streams, then back to Generate.
      const generate = aiPanel(page).getByRole("button", { name: "Generate" });
      await generate.focus();
      await page.keyboard.press("Enter");
      await expect(editor(page).getByRole("heading", { name: "Positioned to lead" })).toBeVisible();
      await expect(aiPanel(page).getByRole("button", { name: "Cancel" })).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(failure(page)).toContainText("Cancelled before the answer was complete.");
      await expect(generate).toBeFocused();
      await expect(editor(page)).toHaveText(content);
      await expect
        .poll(async () => (await fakeRequests(request, token)).map((entry) => entry.endState))
        .toEqual(["closed-early"]);
    },
  );

  adminTest("has no axe violations with a failure showing", async ({ page }) => {
    await writeContent(page, "Draft [[fake:safety]]");
    await aiPanel(page).getByRole("button", { name: "Generate" }).click();
    await expect(failure(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// The public site's server has no AI key: the assistant is shown switched off.
test("without a key the AI buttons are disabled, with a hint on how to enable them", async ({
  page,
}) => {
  await signIn(page, E2E_ADMIN_KEY);
  const panel = aiPanel(page);
  const hint = "AI is off: set GEMINI_API_KEY on the server to enable Generate and Polish.";
  await expect(panel.getByText(hint)).toBeVisible();
  for (const name of ["Generate", "Polish"]) {
    await expect(panel.getByRole("button", { name })).toBeDisabled();
    await expect(panel.getByRole("button", { name })).toHaveAccessibleDescription(hint);
  }
  await expectNoAxeViolations(page);
});
