/**
 * Post dates are shown in one fixed locale and time zone (the agency's: en-IN, Asia/Kolkata),
 * so the server's and the browser's rendering can never differ.
 */
const POST_DATE_FORMAT = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** "7 March 2025" */
export function formatPostDate(iso: string): string {
  return POST_DATE_FORMAT.format(new Date(iso));
}
