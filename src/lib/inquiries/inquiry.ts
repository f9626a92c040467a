import type { ProjectType } from "./inquiry-values";

export const INQUIRY_SUBJECT = "New Project Inquiry!";
/** Inquiries are kept this long by default (matches the privacy page). */
export const INQUIRY_RETENTION_DAYS_DEFAULT = 365;

/** The channels an inquiry is delivered through (see src/server/inquiries/channels). */
export const DELIVERY_CHANNELS = ["email", "forward"] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export type DeliveryStatus = "pending" | "delivered" | "failed";
export type InquiryStatus = "new" | "handled";

export type Delivery = {
  id: string;
  channel: DeliveryChannel;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string;
  lastAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
};

/** A stored inquiry as the operator's inbox sees it; times are ISO-8601 strings. */
export type Inquiry = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  project: ProjectType | null;
  message: string;
  clientHash: string | null;
  userAgent: string | null;
  referrer: string | null;
  status: InquiryStatus;
  handledAt: string | null;
  createdAt: string;
  deliveries: Delivery[];
};

/** An inquiry as the operator's inbox shows it: never the stored address hash. */
export type InboxInquiry = Omit<Inquiry, "clientHash">;
