import { buttonClass } from "@/components/common/button";
import { ArrowLeft, Mail } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { projectTypeLabels } from "@/content/inquiries";
import { INQUIRY_SUBJECT } from "@/lib/inquiries/inquiry";
import { formatInquiryTime } from "@/lib/inquiries/inquiry-date";
import type { InboxInquiry } from "@/lib/inquiries/inquiry";
import { InquiryControls } from "./inquiry-controls";
import { StatusBadge } from "./status-badge";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-ink/10 py-3 sm:grid-cols-[10rem_1fr] sm:gap-6">
      <dt className="text-sm font-semibold text-taupe-deep">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** One inquiry in full, with what can be done about it. */
export function InquiryDetail({ inquiry }: { inquiry: InboxInquiry }) {
  const reply = `mailto:${encodeURIComponent(inquiry.email)}?subject=${encodeURIComponent(`Re: ${INQUIRY_SUBJECT}`)}`;
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-5 pt-10 pb-28 sm:px-8">
      <Link
        href="/admin/inquiries"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold hover:text-brand"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All inquiries
      </Link>
      <header className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={inquiry.status} />
          <p className="text-sm text-taupe-deep">
            Received{" "}
            <time dateTime={inquiry.createdAt}>{formatInquiryTime(inquiry.createdAt)}</time>
          </p>
        </div>
        <h1 className="font-display text-headline font-semibold break-words">{inquiry.name}</h1>
        <a href={reply} className={buttonClass({ variant: "primary" })}>
          <Mail aria-hidden className="size-4" />
          Reply by email
        </a>
      </header>

      <section aria-labelledby="inquiry-message" className="space-y-4">
        <h2 id="inquiry-message" className="font-display text-title font-semibold">
          Message
        </h2>
        <p className="border-l-4 border-coral bg-cream-deep px-6 py-5 text-lg break-words whitespace-pre-wrap">
          {inquiry.message}
        </p>
      </section>

      <section aria-labelledby="inquiry-details" className="space-y-2">
        <h2 id="inquiry-details" className="font-display text-title font-semibold">
          Details
        </h2>
        <dl className="border-b border-ink/10">
          <Field label="Email">{inquiry.email}</Field>
          <Field label="Company">{inquiry.company ?? "—"}</Field>
          <Field label="Project type">
            {inquiry.project ? projectTypeLabels[inquiry.project] : "—"}
          </Field>
          <Field label="Came from">{inquiry.referrer ?? "—"}</Field>
          <Field label="Browser">{inquiry.userAgent ?? "—"}</Field>
          <Field label="Handled">
            {inquiry.handledAt ? formatInquiryTime(inquiry.handledAt) : "Not yet"}
          </Field>
        </dl>
      </section>

      <InquiryControls inquiry={inquiry} />
    </div>
  );
}
