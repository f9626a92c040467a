import type { Page } from "@playwright/test";

/** Resolves once React has hydrated the element (its fiber key is attached). */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  }, selector);
}

/** Stops the installed fake clock shortly after now, so later runFor calls are exact. */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
}
