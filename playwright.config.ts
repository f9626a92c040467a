import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${PORT}`;

/*
 * The AI assistant's tests (issue 7): the site talks to a loopback server speaking Gemini's API,
 * and a second site server without an AI key shows the unconfigured state. Ports follow
 * E2E_PORT so that parallel checkouts do not collide.
 */
export const AI_FAKE_PORT = Number(process.env.E2E_AI_FAKE_PORT ?? PORT + 207);
export const aiFakeURL = `http://127.0.0.1:${AI_FAKE_PORT}`;
const NO_AI_PORT = Number(process.env.E2E_NO_AI_PORT ?? PORT + 1);
export const noAiBaseURL = `http://localhost:${NO_AI_PORT}`;
/** The key the loopback Gemini server accepts (tests/support/fake-gemini.ts). */
const FAKE_GEMINI_KEY = "test-gemini-key-0123456789";

/** The system Chromium (Debian's package); Playwright never downloads a browser here. */
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1440, height: 900 } } },
    {
      name: "mobile",
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: [
    {
      command: `node --import tsx tests/support/fake-gemini-server.ts ${AI_FAKE_PORT}`,
      url: `${aiFakeURL}/__fake/requests`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: "node tests/e2e/support/start-server.mjs",
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        E2E_PORT: String(PORT),
        AI_PROVIDER: "gemini",
        GEMINI_API_KEY: FAKE_GEMINI_KEY,
        GEMINI_BASE_URL: aiFakeURL,
      },
    },
    {
      command: "node tests/e2e/support/start-server.mjs",
      url: `${noAiBaseURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PORT: String(NO_AI_PORT),
        E2E_DATA_DIR: `${process.env.E2E_DATA_DIR ?? "data/e2e"}-no-ai`,
        AI_PROVIDER: "gemini",
        GEMINI_API_KEY: "",
      },
    },
  ],
});
