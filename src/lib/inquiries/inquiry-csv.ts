import type { Delivery, Inquiry } from "./inquiry";

/*
 * The inbox as CSV (RFC 4180: comma-separated, CRLF line ends, fields quoted when they need to
 * be), opened safely by spreadsheets: a cell a spreadsheet would read as a formula is prefixed
 * with an apostrophe, since inquiries are written by anyone on the internet.
 */

const INQUIRY_CSV_COLUMNS = [
  "Received (UTC)",
  "Status",
  "Handled (UTC)",
  "Name",
  "Email",
  "Company",
  "Project type",
  "Message",
  "Came from",
  "Email delivery",
  "Form forward delivery",
  "Id",
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: ReadonlyArray<string | null | undefined>): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

function deliveryCell(deliveries: Delivery[], channel: Delivery["channel"]): string {
  const delivery = deliveries.find((item) => item.channel === channel);
  if (!delivery) return "";
  if (delivery.status === "delivered") return `delivered ${delivery.deliveredAt ?? ""}`.trim();
  const tries = `${delivery.attempts} attempt${delivery.attempts === 1 ? "" : "s"}`;
  return `${delivery.status} (${tries})${delivery.lastError ? `: ${delivery.lastError}` : ""}`;
}

export function inquiryCsvRow(inquiry: Inquiry): string {
  return csvRow([
    inquiry.createdAt,
    inquiry.status,
    inquiry.handledAt,
    inquiry.name,
    inquiry.email,
    inquiry.company,
    inquiry.project,
    inquiry.message,
    inquiry.referrer,
    deliveryCell(inquiry.deliveries, "email"),
    deliveryCell(inquiry.deliveries, "forward"),
    inquiry.id,
  ]);
}

/** A byte-order mark first, so that spreadsheet programs read the file as UTF-8. */
export const CSV_PREAMBLE = `\uFEFF${csvRow(INQUIRY_CSV_COLUMNS)}`;
