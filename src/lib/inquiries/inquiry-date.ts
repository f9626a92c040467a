/** Inquiry times in the agency's locale and time zone, the same on server and browser. */
const INQUIRY_TIME_FORMAT = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
  timeZoneName: "short",
});

/** "7 Mar 2025, 3:04 pm IST" */
export function formatInquiryTime(iso: string): string {
  return INQUIRY_TIME_FORMAT.format(new Date(iso));
}
