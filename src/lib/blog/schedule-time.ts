/**
 * The schedule control's times. They are wall-clock times in the agency's time zone, the one
 * every post date is shown in (post-date.ts), so the server and the browser read a time the
 * same way and the writer sees the same clock in the editor, the list and on the post.
 */
export const SCHEDULE_TIME_ZONE = "Asia/Kolkata";
/** Its short name, shown beside the control and in the list. */
export const SCHEDULE_TIME_ZONE_LABEL = "IST";

const PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: SCHEDULE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallParts(instant: Date) {
  const parts = Object.fromEntries(PARTS.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** An instant (ISO-8601) as the control's value, "2026-03-01T15:00"; "" for none or junk. */
export function toScheduleInput(iso: string): string {
  const instant = new Date(iso);
  return iso && !Number.isNaN(instant.getTime()) ? wallParts(instant) : "";
}

/** The control's value as an instant (ISO-8601 UTC); "" for empty; null if it is no time. */
export function fromScheduleInput(value: string): string | null {
  if (value === "") return "";
  const match = WALL_TIME.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at that moment, read back from the formatter (correct across DST too).
  const shown = WALL_TIME.exec(wallParts(new Date(asUtc)))!
    .slice(1)
    .map(Number);
  const offset = Date.UTC(shown[0]!, shown[1]! - 1, shown[2]!, shown[3]!, shown[4]!) - asUtc;
  const instant = new Date(asUtc - offset);
  return wallParts(instant) === value ? instant.toISOString() : null;
}

const SHOWN = new Intl.DateTimeFormat("en-IN", {
  timeZone: SCHEDULE_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "1 March 2026 at 3:00 pm IST" */
export function formatScheduleTime(iso: string): string {
  return `${SHOWN.format(new Date(iso))} ${SCHEDULE_TIME_ZONE_LABEL}`;
}
