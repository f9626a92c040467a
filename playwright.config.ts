import { defineConfig } from "@playwright/test";
import {
  adminBaseURL,
  adminDataDir,
  adminPort,
  E2E_ADMIN_KEY,
} from "./tests/e2e/support/admin-server";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${PORT}`;

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
      command: "node tests/e2e/support/start-server.mjs",
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { PORT: String(PORT), E2E_PORT: String(PORT) },
    },
    {
      // The admin specs' own server (see tests/e2e/support/admin-server.ts).
      command: "node tests/e2e/support/start-server.mjs",
      url: `${adminBaseURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PORT: String(adminPort),
        E2E_DATA_DIR: adminDataDir,
        ADMIN_SECRET_KEY: E2E_ADMIN_KEY,
        TRUST_PROXY: "1",
        // Inquiries (issue 8): a mail server that refuses connections, so the inbox shows a
        // delivery waiting to be retried, with its last error.
        SMTP_URL: "smtp://127.0.0.1:9",
      },
    },
  ],
});
