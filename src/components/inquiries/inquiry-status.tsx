import { CircleAlert, CircleCheck } from "lucide-react";
import type { Ref } from "react";
import type { InquiryFormState } from "@/lib/inquiries/inquiry-state";

/**
 * The form's live region: present from the first render (so that screen readers announce what
 * is put in it later), empty until there is something to say.
 */
export function InquiryStatus({
  ref,
  status,
  message,
  pending,
}: {
  ref?: Ref<HTMLDivElement>;
  status: InquiryFormState["status"];
  message: string | null;
  pending: boolean;
}) {
  const text = pending ? "Sending your message…" : message;
  const tone =
    pending || !text
      ? ""
      : status === "success"
        ? "border-ink bg-ink text-cream"
        : "border-brand bg-brand/[0.06] text-brand-deep";
  return (
    <div
      ref={ref}
      id="inquiry-status"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-status={pending ? "pending" : status}
      className={text ? `mt-6 flex gap-3 border px-5 py-4 font-medium ${tone}` : "sr-only"}
    >
      {text && !pending ? (
        status === "success" ? (
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-coral" />
        ) : (
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        )
      ) : null}
      <p>{text}</p>
    </div>
  );
}
