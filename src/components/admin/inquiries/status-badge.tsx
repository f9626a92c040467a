import type { InquiryStatus } from "@/lib/inquiries/inquiry";

export function StatusBadge({ status }: { status: InquiryStatus }) {
  return status === "new" ? (
    <span className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-bold tracking-wide text-cream uppercase">
      New
    </span>
  ) : (
    <span className="rounded-full border border-ink/40 px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase">
      Handled
    </span>
  );
}
