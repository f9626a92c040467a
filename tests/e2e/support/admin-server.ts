/*
 * The admin specs run against a production server of their own (playwright.config.ts starts
 * it): its own database, so posts they create, edit and delete never race the public blog
 * specs, a known secret key, and the test runner's own address (127.0.0.1) trusted as a proxy,
 * so each test can sign in from an address of its own (X-Forwarded-For) and no test's rate
 * limit blocks another.
 */
export const E2E_ADMIN_KEY = "e2e-admin-secret-key-for-tests-only";
// Follows E2E_PORT (the public server's port, default 3100), so parallel checkouts do not collide.
export const adminPort = Number(
  process.env.E2E_ADMIN_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 52,
);
export const adminBaseURL = `http://localhost:${adminPort}`;
export const adminDataDir = `${process.env.E2E_DATA_DIR ?? "data/e2e"}-admin`;
