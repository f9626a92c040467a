/** The spec's numbers (product-spec section 9), each named once. */
export const NAV_SHADOW_THRESHOLD_PX = 50;
export const SPLASH_DELAY_MS = 1000;
export const CURSOR_MIN_WIDTH_PX = 1024;
export const SMOOTH_SCROLL_DURATION_S = 1.2;

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

/* Admin (product-spec sections 2, 4, 5 and 9; issue 6). */
export const ADMIN_EXCERPT_LENGTH = 120;
export const AI_BANNER_ROTATION_MS = 10_000;
/** Issue 6: posts per page of the admin list. */
export const ADMIN_POSTS_PER_PAGE = 20;
