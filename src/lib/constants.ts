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

/* Admin (product-spec sections 2, 4, 5 and 9; issue 6). */
export const ADMIN_EXCERPT_LENGTH = 120;
export const AI_BANNER_ROTATION_MS = 10_000;
/** Issue 6: posts per page of the admin list. */
export const ADMIN_POSTS_PER_PAGE = 20;

/* Contact and inquiries (issue 8; product-spec sections 2, 3 and 5). */
export const INQUIRY_SUBJECT = "New Project Inquiry!";
export const INQUIRY_NAME_MAX = 200;
export const INQUIRY_COMPANY_MAX = 200;
/** The longest address SMTP can carry (RFC 5321 path limit less the angle brackets). */
export const INQUIRY_EMAIL_MAX = 254;
export const INQUIRY_MESSAGE_MAX = 5000;
export const INQUIRY_MESSAGE_ROWS = 5;
/** A person takes longer than this to fill in the form; most bots do not. */
export const CONTACT_MIN_FILL_SECONDS = 3;
/** A form token older than this is replaced (the page was left open for a day). */
export const CONTACT_TOKEN_MAX_AGE_HOURS = 24;
/** Default contact-form rate limit per client address (CONTACT_RATE_LIMIT, _WINDOW_MINUTES). */
export const CONTACT_RATE_LIMIT_DEFAULT = 5;
export const CONTACT_RATE_WINDOW_MINUTES_DEFAULT = 60;
/** Inquiries are kept this long by default (matches the privacy page). */
export const INQUIRY_RETENTION_DAYS_DEFAULT = 365;
/** Issue 8: inquiries per page of the admin inbox. */
export const ADMIN_INQUIRIES_PER_PAGE = 25;
