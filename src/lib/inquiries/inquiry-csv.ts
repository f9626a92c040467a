import type { Delivery, Inquiry } from "./inquiry";

/*
 * The inbox as CSV (RFC 4180: comma-separated, CRLF line ends), opened safely by spreadsheets,
 * since inquiries are written by anyone on the internet. Every cell is quoted, so no character
 * inside it (a comma, or the semicolon of a locale whose list separator it is) can split it.
 * A spreadsheet that splits on another separator anyway would still start a cell wherever one
 * of those appears, so a formula start (ASCII or full-width = + - @, a tab, a carriage return)
 * at the beginning of the text or just after any separator gets an apostrophe before it.
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

/** Cell starts: text start or a separator (comma, semicolon, tab, pipe, line end), then spaces. */
const FORMULA_START = /(^|[,;\t|\r\n] *)(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

export function csvCell(value: string | null | undefined): string {
  const text = (value ?? "").replace(FORMULA_START, "$1'");
  return `"${text.replace(/"/g, '""')}"`;
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
