import "server-only";

/*
 * Secrets that were never set: the placeholders example files and documentation ship
 * ("change-me-…", "<your-password>", "xxxxxxxx", "your-secret-here"). Production refuses them
 * (env-schema.ts), since an example's value is public and a site running on it is open.
 */

const PLACEHOLDERS = [
  // change-me, changeme, CHANGE_ME, replace-me… as a word of their own ("exchange-message" is not).
  /(?<![a-z0-9])(?:change|replace)[-_ ]?me(?![a-z])/i,
  // <your-password>, <secret>
  /<[^<>]*>/,
  // xxxxxxxx, ********, ...
  /^(?:x{3,}|\*{3,}|\.{3,})$/i,
  // your-secret-here, your_api_key, yourpassword
  /(?<![a-z0-9])your[-_ ]?(?:own[-_ ]?)?(?:api[-_ ]?)?(?:secret|key|password|token)(?![a-z])/i,
];

export function isPlaceholderSecret(value: string): boolean {
  return PLACEHOLDERS.some((pattern) => pattern.test(value.trim()));
}

/** The password of a URL (postgres://user:password@…), decoded; empty when it has none. */
export function urlPassword(value: string): string {
  try {
    return decodeURIComponent(new URL(value).password);
  } catch {
    return "";
  }
}
