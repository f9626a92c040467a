import { htmlToText } from "./html-text";

const READ_TIME_WORDS_PER_MINUTE = 200;
const READ_TIME_MIN_MINUTES = 1;
export const DEFAULT_READ_TIME_LABEL = "5 min read";

export function countWords(html: string): number {
  const text = htmlToText(html);
  return text === "" ? 0 : text.split(" ").length;
}

/** Minutes to read: words at 200 a minute, rounded, never under one (empty content gives 1). */
export function readTimeMinutes(html: string): number {
  return Math.max(READ_TIME_MIN_MINUTES, Math.round(countWords(html) / READ_TIME_WORDS_PER_MINUTE));
}

/** The stored form, as the original site's records have it: "5 min". */
export function readTimeValue(html: string): string {
  return `${readTimeMinutes(html)} min`;
}

/** The label shown to readers: "5 min read", whether the stored value is "5 min" or "5 min read". */
export function readTimeLabel(value: string): string {
  const trimmed = value.trim();
  return /\bread$/i.test(trimmed) ? trimmed : `${trimmed} read`;
}
