import "server-only";

/**
 * The admin session cookie's name (session.ts; in production with the __Host- prefix). Caches in
 * front of the app pass a request that carries it straight through (response-cache.ts, and
 * deploy/nginx/kursi/http.conf by the same name), so the operator sees a change at once.
 */
export const ADMIN_SESSION_COOKIE = "kursi-admin";
