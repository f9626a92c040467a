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
  second: "2-digit",
  hourCycle: "h23",
});

/** The control's value: minutes, or seconds when a time has them. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

type Wall = [
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
];

function wallOf(instant: Date): Wall {
  const parts = Object.fromEntries(
    PARTS.formatToParts(instant).map((p) => [p.type, Number(p.value)]),
  );
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map(
    (value) => value ?? 0,
  ) as Wall;
}

const utcOf = ([y, mo, d, h, mi, s]: Wall) => Date.UTC(y, mo - 1, d, h, mi, s);
const two = (value: number) => String(value).padStart(2, "0");

/** An instant (ISO-8601) as the control's value, "2026-03-01T15:00"; "" for none or junk. */
export function toScheduleInput(iso: string): string {
  const instant = new Date(iso);
  if (!iso || Number.isNaN(instant.getTime())) return "";
  const [y, mo, d, h, mi, s] = wallOf(instant);
  return `${y}-${two(mo)}-${two(d)}T${two(h)}:${two(mi)}${s ? `:${two(s)}` : ""}`;
}

/** The control's value as an instant (ISO-8601 UTC); "" for empty; null if it is no time. */
export function fromScheduleInput(value: string): string | null {
  if (value === "") return "";
  const match = WALL_TIME.exec(value);
  if (!match) return null;
  const wall = match.slice(1).map((part) => Number(part ?? 0)) as Wall;
  const asUtc = utcOf(wall);
  // The zone's offset at that moment, read back from the formatter (right across DST too).
  const instant = new Date(asUtc - (utcOf(wallOf(new Date(asUtc))) - asUtc));
  // A day the month lacks (Date.UTC rolls it over) or a time the zone skips reads back otherwise.
  return wallOf(instant).join() === wall.join() ? instant.toISOString() : null;
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
