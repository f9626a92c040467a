/** The spec's numbers (product-spec section 9), each named once. */
export const NAV_SHADOW_THRESHOLD_PX = 50;
export const SPLASH_DELAY_MS = 1000;
export const CURSOR_MIN_WIDTH_PX = 1024;
export const SMOOTH_SCROLL_DURATION_S = 1.2;
/** Inquiries are deleted this many days after they arrive (the privacy policy promises it). */
export const INQUIRY_RETENTION_DAYS = 365;

/** Home (spec section 9; READING.md point 2). */
export const TESTIMONIAL_AUTOPLAY_MS = 6000;
export const SELECTOR_ROTATION_MS = 4500;
export const SELECTOR_SCROLL_FLAG_PX = 200;
export const SELECTOR_TEXT_SWAP_S = 0.75;
export const SELECTOR_CHIP_STAGGER_S = 0.08;
export const MODAL_FADE_S = 0.3;
export const SERVICE_CARD_SIZE_ANIMATION_S = 0.28;
export const VIDEO_MAX_HEIGHT_VH = 80;
export const WORKS_GROUP_SIZE = 3;
export const WORK_DESCRIPTION_CLAMP_LINES = 4;
export const WORK_TILE_REVEAL_THRESHOLD = 0.28;
export const WORK_TILE_STAGGER_S = 0.03;
export const WORK_TILE_STAGGER_CYCLE = 6;
export const EMBLEM_TURN_S = 10;
