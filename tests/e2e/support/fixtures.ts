import { test as base, expect } from "@playwright/test";

type Options = {
  /** Keep the first-visit splash; off by default so it does not cover the page under test. */
  showSplash: boolean;
  /** Addresses a test expects to answer 4xx (a not-found page under test); no others may. */
  expectedErrorPaths: readonly string[];
};

export const test = base.extend<Options>({
  showSplash: [false, { option: true }],
  expectedErrorPaths: [[], { option: true }],
  page: async ({ page, showSplash, expectedErrorPaths }, provide) => {
    if (!showSplash) {
      await page.addInitScript(() => window.sessionStorage.setItem("splash-seen", "1"));
    }
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    page.on("console", (message) => {
      // Failed loads are reported below with their URL instead.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
        problems.push(`console: ${message.text()}`);
      }
    });
    page.on("response", (response) => {
      const request = response.request();
      // Link prefetches are speculative and invisible; the pages they name are tested directly.
      const isPrefetch = !!request.headers()["next-router-prefetch"];
      const expected = expectedErrorPaths.includes(new URL(response.url()).pathname);
      if (response.status() >= 400 && !isPrefetch && !expected) {
        problems.push(`${response.status()} ${request.method()} ${response.url()}`);
      }
    });
    await provide(page);
    // A CSP violation, a hydration error, an uncaught exception or a failed load fails the test.
    expect(problems, "errors in the browser").toEqual([]);
  },
});

export { expect };
