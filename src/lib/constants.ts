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

/* Thought Hub (product-spec sections 2, 3, 5 and 9). */
export const BLOG_LIST_TEASER_LENGTH = 220;
export const RELATED_TEASER_LENGTH = 100;
export const OTHER_POSTS_COUNT = 3;
export const BLOG_LIST_SKELETON_COUNT = 6;
export const OTHER_POSTS_SKELETON_COUNT = 4;
export const READ_TIME_WORDS_PER_MINUTE = 200;
export const READ_TIME_MIN_MINUTES = 1;
export const DEFAULT_READ_TIME_LABEL = "5 min read";
export const POST_ID_LENGTH = 20;
/** Issue 5: crawlable pagination of the Thought Hub. */
export const BLOG_POSTS_PER_PAGE = 12;
/** Issue 5: posts in the RSS feed, newest first. */
export const FEED_POST_COUNT = 20;
