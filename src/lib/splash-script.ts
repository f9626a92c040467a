/** The splash stays until the page has loaded plus this long (the spec's 1 s). */
export const SPLASH_DELAY_MS = 1000;
/** Its fade out: the splash's `duration-500` transition (components/layout/splash.tsx). */
export const SPLASH_FADE_MS = 500;

/**
 * Runs before first paint: marks the first page of a browser session for the splash, never with
 * reduced motion, and takes it away at load plus SPLASH_DELAY_MS. The script removes the splash
 * itself, so it leaves even when the page's JavaScript bundles fail to load. Shared with the
 * production server, which trusts this exact text in its CSP.
 */
export const SPLASH_SCRIPT = `try{var s=sessionStorage,d=document.documentElement;if(!s.getItem("splash-seen")&&!matchMedia("(prefers-reduced-motion: reduce)").matches){d.setAttribute("data-splash","on");addEventListener("load",function(){setTimeout(function(){d.setAttribute("data-splash","leaving");setTimeout(function(){d.removeAttribute("data-splash")},${SPLASH_FADE_MS})},${SPLASH_DELAY_MS})})}s.setItem("splash-seen","1")}catch(e){}`;
