import "server-only";
import type { DeliveryChannel } from "@/lib/inquiries/inquiry";
import type { InquiryForDelivery } from "./inquiry-message";

/**
 * The outbox job being delivered. Its id is the same on every attempt, so a channel sends it
 * (or a key derived from the inquiry) for the receiver to recognise a repeat: delivery is at
 * least once (docs/decisions/0007).
 */
export type DeliveryAttempt = { deliveryId: string };

/** One way of passing an inquiry on. `deliver` resolves once the receiver has accepted it. */
export type InquirySender = {
  channel: DeliveryChannel;
  /** For the start-up log: where it delivers, without credentials. */
  describe: string;
  deliver: (inquiry: InquiryForDelivery, attempt: DeliveryAttempt) => Promise<void>;
  close?: () => void;
};

/** A delivery failure worth retrying or showing to the operator; the message has no secrets. */
export class DeliveryError extends Error {
  override name = "DeliveryError";
}

/** Every network call of a channel ends within this; the outbox lease is longer (outbox-policy). */
export const CHANNEL_TIMEOUT_MS = 20_000;
