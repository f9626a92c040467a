/**
 * The route segment /privacy is rewritten to (next.config.ts), so the policy renders on first
 * visit with the running server's settings instead of at build time.
 */
export const PRIVACY_EDITION = "current";
