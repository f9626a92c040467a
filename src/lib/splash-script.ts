/**
 * Runs before first paint: marks the first page of a browser session for the splash, never with
 * reduced motion. Shared with the production server, which trusts this exact text in its CSP.
 */
export const SPLASH_SCRIPT = `try{var s=sessionStorage,d=document.documentElement;if(!s.getItem("splash-seen")&&!matchMedia("(prefers-reduced-motion: reduce)").matches){d.setAttribute("data-splash","on")}s.setItem("splash-seen","1")}catch(e){}`;
