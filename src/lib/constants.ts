/** The spec's numbers (product-spec section 9), each named once. */
export const NAV_SHADOW_THRESHOLD_PX = 50;
export const SPLASH_DELAY_MS = 1000;
export const CURSOR_MIN_WIDTH_PX = 1024;
export const SMOOTH_SCROLL_DURATION_S = 1.2;
/** Inquiries are deleted this many days after they arrive (the privacy policy promises it). */
export const INQUIRY_RETENTION_DAYS = 365;
