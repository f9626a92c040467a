import "server-only";
import { projectTypeLabels } from "@/content/inquiries";
import { formatInquiryTime } from "@/lib/inquiries/inquiry-date";
import { INQUIRY_SUBJECT } from "@/lib/inquiries/inquiry";

/** What a channel needs to know about an inquiry. */
export type InquiryForDelivery = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  project: string | null;
  message: string;
  referrer: string | null;
  createdAt: string;
};

function projectLabel(project: string | null): string {
  if (!project) return "";
  return projectTypeLabels[project as keyof typeof projectTypeLabels] ?? project;
}

/** The fields, labelled, in the order a person reads them; blank optional ones are shown as "—". */
function inquiryRows(inquiry: InquiryForDelivery): Array<[label: string, value: string]> {
  return [
    ["Name", inquiry.name],
    ["Email", inquiry.email],
    ["Company", inquiry.company ?? ""],
    ["Project type", projectLabel(inquiry.project)],
    ["Message", inquiry.message],
    ["Received", formatInquiryTime(inquiry.createdAt)],
    ["Came from", inquiry.referrer ?? ""],
  ];
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The notification mail: the fields as an HTML table, and the same as plain text. */
export function formatInquiryEmail(inquiry: InquiryForDelivery, options: { siteName: string }) {
  const rows = inquiryRows(inquiry);
  const cell = "padding:8px 12px;border:1px solid #e5ddd0;vertical-align:top;text-align:left";
  const htmlRows = rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="${cell};background:#f7f1e8;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="${cell}">${escapeHtml(value || "—").replace(/\r?\n/g, "<br>")}</td></tr>`,
    )
    .join("");
  const html =
    `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#111010">` +
    `<h1 style="font-size:20px">${escapeHtml(INQUIRY_SUBJECT)}</h1>` +
    `<p>A new project inquiry arrived through the ${escapeHtml(options.siteName)} website. Reply to this email to answer ${escapeHtml(inquiry.name)} directly.</p>` +
    `<table style="border-collapse:collapse;max-width:640px" cellpadding="0" cellspacing="0">` +
    `<caption style="text-align:left;padding-bottom:8px">Inquiry ${escapeHtml(inquiry.id)}</caption>` +
    `<tbody>${htmlRows}</tbody></table></body></html>`;
  const text =
    `${INQUIRY_SUBJECT}\n\n` +
    `A new project inquiry arrived through the ${options.siteName} website. Reply to this email to answer ${inquiry.name} directly.\n\n` +
    rows
      .map(([label, value]) =>
        label === "Message" ? `${label}:\n${value}\n` : `${label}: ${value || "—"}`,
      )
      .join("\n") +
    `\nInquiry ${inquiry.id}\n`;
  return { subject: INQUIRY_SUBJECT, html, text };
}

/**
 * The form-forwarding post: the form's fields (name, email, company, project, message) plus the
 * original site's hidden fields (_captcha, _subject, _template, _from). `_from` says which form
 * the inquiry came from.
 */
export function forwardFormFields(inquiry: InquiryForDelivery, options: { formUrl: string }) {
  return new URLSearchParams({
    name: inquiry.name,
    email: inquiry.email,
    company: inquiry.company ?? "",
    project: inquiry.project ?? "",
    message: inquiry.message,
    _captcha: "false",
    _subject: INQUIRY_SUBJECT,
    _template: "table",
    _from: options.formUrl,
  });
}
