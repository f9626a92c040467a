import "server-only";
import type { DeliveryChannel } from "@/lib/inquiries/inquiry";
import type { InquiryForDelivery } from "./inquiry-message";

/** One way of passing an inquiry on. `deliver` resolves once the receiver has accepted it. */
export type InquirySender = {
  channel: DeliveryChannel;
  /** For the start-up log: where it delivers, without credentials. */
  describe: string;
  deliver: (inquiry: InquiryForDelivery) => Promise<void>;
  close?: () => void;
};

/** A delivery failure worth retrying or showing to the operator; the message has no secrets. */
export class DeliveryError extends Error {
  override name = "DeliveryError";
}

/** Every network call of a channel ends within this; the outbox lease is longer (outbox-policy). */
export const CHANNEL_TIMEOUT_MS = 20_000;
