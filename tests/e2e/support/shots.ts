import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";

/**
 * A full-page screenshot named after the project (desktop 1440 px, mobile 375 px) and the
 * screen, for a person to look at: under E2E_SHOTS_DIR when set (one folder for a whole run),
 * else in the test's own output folder.
 */
export async function screenShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR ?? testInfo.outputDir;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: path.join(dir, `${testInfo.project.name}-${name}.png`),
    fullPage: true,
  });
}
