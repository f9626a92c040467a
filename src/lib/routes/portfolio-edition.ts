/**
 * The route segment / and /work are rewritten to (next.config.ts), so the pages that show the
 * portfolio render on first visit from the database instead of at build time, like /privacy
 * (docs/decisions/0024).
 */
export const PORTFOLIO_EDITION = "current";
