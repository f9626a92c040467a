/**
 * Whether a state-changing request comes from this site's own pages. Server Actions get this
 * check from Next.js; route handlers that change state call it themselves (on top of the
 * SameSite=Lax session cookie). A request must show one positive sign and no negative one.
 */
import "server-only";
export function isSameOriginRequest(headers: Headers): boolean {
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin") return false;
  const origin = headers.get("origin");
  if (!origin) return fetchSite === "same-origin";
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
