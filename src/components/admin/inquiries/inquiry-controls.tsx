"use client";

import { Button } from "@/components/common/button";
import { Check, RotateCcw, Trash2, Undo2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import {
  deleteInquiry,
  type InquiryActionState,
  markInquiryHandled,
  retryInquiryDelivery,
} from "@/server/inquiries/actions";
import { type Notice, NoticeRegion } from "@/components/admin/notice";
import { ProgressBar } from "@/components/admin/progress-bar";
import type { InboxInquiry } from "@/lib/inquiries/inquiry";
import { channelLabels, describeDelivery } from "./delivery-summary";
import { InquiryDeleteDialog } from "./inquiry-delete-dialog";

/** Deliveries per channel with a retry, and the inquiry's status and deletion. */
export function InquiryControls({ inquiry }: { inquiry: InboxInquiry }) {
  const router = useRouter();
  const [busy, startWork] = useTransition();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);

  const run = (work: () => Promise<InquiryActionState>, after?: () => void) =>
    startWork(async () => {
      const result = await work().catch((): InquiryActionState => ({
        status: "error",
        message: "Something went wrong. Try again.",
      }));
      setNotice({
        kind: result.status === "done" ? "success" : "error",
        message: result.message,
        id: Date.now(),
      });
      if (result.status === "signed-out") router.refresh();
      if (result.status === "done") after?.();
    });

  const handled = inquiry.status === "handled";
  return (
    <>
      {busy ? <ProgressBar label="Working" /> : null}
      <section aria-labelledby="inquiry-deliveries" className="space-y-4">
        <h2 id="inquiry-deliveries" className="font-display text-title font-semibold">
          Deliveries
        </h2>
        {inquiry.deliveries.length === 0 ? (
          <p className="text-ink-soft">
            No delivery channel was configured when this inquiry arrived: it is stored here only.
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {inquiry.deliveries.map((delivery) => (
              <li key={delivery.id} className="space-y-3 border border-ink/15 p-5">
                <h3 className="font-semibold">{channelLabels[delivery.channel]}</h3>
                <p className={delivery.status === "failed" ? "font-semibold text-brand" : ""}>
                  {describeDelivery(delivery)}
                </p>
                {delivery.lastError && delivery.status !== "delivered" ? (
                  <p className="bg-ink px-3 py-2 font-mono text-sm break-words text-cream">
                    <span className="sr-only">Last error: </span>
                    {delivery.lastError}
                  </p>
                ) : null}
                {delivery.status !== "delivered" && delivery.attempts > 0 ? (
                  <Button
                    disabled={busy}

                    onClick={() => run(() => retryInquiryDelivery(inquiry.id, delivery.id))}
                  >
                    <RotateCcw aria-hidden className="size-4" />
                    Retry now<span className="sr-only"> ({channelLabels[delivery.channel]})</span>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="inquiry-actions" className="space-y-4">
        <h2 id="inquiry-actions" className="font-display text-title font-semibold">
          Actions
        </h2>
        <div className="flex flex-wrap gap-3">
          <Button
            disabled={busy}

            onClick={() => run(() => markInquiryHandled(inquiry.id, !handled))}
          >
            {handled ? (
              <Undo2 aria-hidden className="size-4" />
            ) : (
              <Check aria-hidden className="size-4" />
            )}
            {handled ? "Mark as new" : "Mark as handled"}
          </Button>
          <Button disabled={busy} variant="danger" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden className="size-4" />
            Delete
          </Button>
        </div>
      </section>

      <InquiryDeleteDialog
        open={confirming}
        name={inquiry.name}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          run(
            () => deleteInquiry(inquiry.id),
            () => router.replace("/admin/inquiries?deleted=1"),
          )
        }
      />
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
    </>
  );
}
