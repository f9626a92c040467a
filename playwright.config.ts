import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import {
  adminBaseURL,
  adminDataDir,
  adminPort,
  E2E_ADMIN_KEY,
} from "./tests/e2e/support/admin-server";
import { FAKE_GEMINI_KEY } from "./tests/support/fake-gemini";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${PORT}`;

/*
 * The AI assistant's tests (issue 7): the admin server talks to a loopback server speaking
 * Gemini's API; its port follows E2E_PORT so that parallel checkouts do not collide.
 */
export const AI_FAKE_PORT = Number(process.env.E2E_AI_FAKE_PORT ?? PORT + 207);
export const aiFakeURL = `http://127.0.0.1:${AI_FAKE_PORT}`;

/**
 * Specs that speak HTTP only and start no browser: they run once, in their own project, instead
 * of skipping the mobile run one by one.
 */
const HTTP_SPECS = [
  "robustness",
  "client-address",
  "image-cache",
  "inquiry-durability",
  "feed-cache",
  "response-headers",
  "server-start",
].map((name) => `**/${name}.spec.ts`);

/**
 * The system Chromium (Debian's packages); Playwright never downloads a browser here. Debian's
 * `chromium-headless-shell` when it is installed: the headless-only build Playwright itself
 * prefers for headless runs, which opens a context and loads a page in about half the time of
 * the full browser on this 2-core machine. Otherwise `chromium`, which runs every test the same.
 */
const executablePath =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path)) ??
  "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test is a bug to fix, never to retry (issue 25).
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace snapshots the page at every step: on the admin's long forms it doubled
    // the tests' time on two cores. To debug a failure locally: `--trace retain-on-failure`.
    trace: "off",
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
    { name: "http", testMatch: HTTP_SPECS },
    { name: "desktop", testIgnore: HTTP_SPECS, use: { viewport: { width: 1440, height: 900 } } },
    {
      name: "mobile",
      testIgnore: HTTP_SPECS,
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
      // The public site; with no AI key, it is also where the AI's unconfigured state is seen.
      command: "node tests/e2e/support/start-server.mjs",
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        E2E_PORT: String(PORT),
        ADMIN_SECRET_KEY: E2E_ADMIN_KEY,
        AI_PROVIDER: "gemini",
        GEMINI_API_KEY: "",
        // Not the default, and unknown to the build: the privacy page must state this value.
        INQUIRY_RETENTION_DAYS: "90",
      },
    },
    {
      // The admin specs' own server (see tests/e2e/support/admin-server.ts), its AI assistant
      // on the loopback Gemini server.
      command: "node tests/e2e/support/start-server.mjs",
      url: `${adminBaseURL}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PORT: String(adminPort),
        E2E_DATA_DIR: adminDataDir,
        ADMIN_SECRET_KEY: E2E_ADMIN_KEY,
        TRUST_PROXY: "127.0.0.1",
        // Inquiries (issue 8): a mail server that refuses connections, so the inbox shows a
        // delivery waiting to be retried, with its last error.
        SMTP_URL: "smtp://127.0.0.1:9",
        AI_PROVIDER: "gemini",
        GEMINI_API_KEY: FAKE_GEMINI_KEY,
        GEMINI_BASE_URL: aiFakeURL,
        // Scheduled posts (admin-schedule.spec.ts) are published within a second of their time.
        JOBS_INTERVAL_SECONDS: "1",
      },
    },
  ],
});
