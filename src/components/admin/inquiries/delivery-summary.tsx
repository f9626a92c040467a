import { CircleAlert, CircleCheck, Clock } from "lucide-react";
import { formatInquiryTime } from "@/lib/inquiries/inquiry-date";
import type { Delivery } from "@/lib/inquiries/inquiry";

export const channelLabels: Record<Delivery["channel"], string> = {
  email: "Email",
  forward: "Form forward",
};

/** One line about where a delivery stands, in words. */
export function describeDelivery(delivery: Delivery): string {
  if (delivery.status === "delivered") {
    return delivery.deliveredAt
      ? `Delivered ${formatInquiryTime(delivery.deliveredAt)}`
      : "Delivered";
  }
  const attempts = `${delivery.attempts} attempt${delivery.attempts === 1 ? "" : "s"}`;
  if (delivery.status === "failed") return `Failed after ${attempts}`;
  if (delivery.attempts === 0) return "Waiting for its first attempt";
  return `Retrying: ${attempts} so far, next ${formatInquiryTime(delivery.nextAttemptAt)}`;
}

const tones: Record<Delivery["status"], string> = {
  delivered: "border-ink/30 text-ink",
  pending: "border-taupe-deep text-taupe-deep",
  failed: "border-brand bg-brand text-cream",
};

/** A compact badge per channel, for the inbox list. */
export function DeliveryBadges({ deliveries }: { deliveries: Delivery[] }) {
  if (deliveries.length === 0) {
    return <span className="text-xs text-taupe-deep">Stored only (no channel configured)</span>;
  }
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Deliveries">
      {deliveries.map((delivery) => {
        const Icon =
          delivery.status === "delivered"
            ? CircleCheck
            : delivery.status === "failed"
              ? CircleAlert
              : Clock;
        return (
          <li
            key={delivery.id}
            className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tones[delivery.status]}`}
          >
            <Icon aria-hidden className="size-3.5" />
            {channelLabels[delivery.channel]}:{" "}
            {delivery.status === "pending" ? "waiting" : delivery.status}
          </li>
        );
      })}
    </ul>
  );
}
