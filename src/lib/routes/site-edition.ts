/**
 * The route segment /about, /contact and /services are rewritten to (next.config.ts), so they
 * render on first visit with the site settings from the database instead of at build time,
 * like / and /work (docs/decisions/0024 and 0035).
 */
export const SITE_EDITION = "current";
