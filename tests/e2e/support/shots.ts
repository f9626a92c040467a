import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";

/**
 * A screenshot named after the project (desktop 1440 px, mobile 375 px) and the screen, for a
 * person to look at: under E2E_SHOTS_DIR when set (one folder for a whole run), else in the
 * test's own output folder. The whole page from its top; with a dialog open, what the viewport
 * shows (a full-page capture of a scrolled page draws fixed layers, the backdrop and the skip
 * link, where the scroll left them).
 */
export async function screenShot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { dialog?: boolean } = {},
): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR ?? testInfo.outputDir;
  mkdirSync(dir, { recursive: true });
  if (!options.dialog) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(dir, `${testInfo.project.name}-${name}.png`),
    fullPage: !options.dialog,
  });
}
