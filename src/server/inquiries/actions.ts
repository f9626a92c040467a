"use server";

import "server-only";
import { headers } from "next/headers";
import { inquiryMessages } from "@/content/inquiries";
import { formArgument } from "@/lib/http/form-argument";
import { formDataToRecord } from "@/lib/inquiries/form-record";
import { TOKEN_FIELD, valuesOf } from "@/lib/inquiries/inquiry-values";
import type { InquiryFormState } from "@/lib/inquiries/inquiry-state";
import { getClientAddress } from "@/server/auth/request-address";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { acceptInquiry } from "@/server/inquiries/accept-inquiry";
import { getFormKeys } from "@/server/inquiries/form-keys";
import { configuredChannels } from "@/server/inquiries/inquiry-channels";
import { deliverSoon } from "@/server/inquiries/deliver-soon";
import { log } from "@/server/log";
import { refresh } from "next/cache";
import { isId } from "@/lib/ids";
import { audit } from "@/server/audit/audit";
import { asAdmin, type SignedOut } from "@/server/auth/session";
import { deleteInquiry as removeInquiry, setInquiryStatus } from "@/server/inquiries/inquiries";
import { retryDelivery } from "@/server/inquiries/outbox";

const channels = configuredChannels(env);
const rateLimit = {
  limit: env.CONTACT_RATE_LIMIT,
  windowMs: env.CONTACT_RATE_WINDOW_MINUTES * 60_000,
};

/**
 * The contact form's action. With JavaScript its answer updates the form in place; without, the
 * browser's plain POST is answered with the contact page rendered with this state.
 */
export async function submitInquiry(
  _previous: InquiryFormState,
  submitted: FormData,
): Promise<InquiryFormState> {
  const formData = formArgument(submitted);
  const requestHeaders = await headers();
  try {
    const [db, keys] = await Promise.all([getDb(), getFormKeys()]);
    const { state, storedId } = await acceptInquiry(formData, {
      db,
      keys,
      clientAddress: await getClientAddress(),
      userAgent: requestHeaders.get("user-agent") ?? undefined,
      rateLimit,
      channels,
    });
    if (storedId) {
      log.info({ inquiryId: storedId, channels }, "inquiry stored");
      deliverSoon();
    }
    return state;
  } catch (error) {
    log.error({ err: error }, "could not accept an inquiry");
    const record = formDataToRecord(formData) ?? {};
    return {
      status: "error",
      message: inquiryMessages.unavailable,
      fieldErrors: {},
      values: valuesOf(record),
      token: record[TOKEN_FIELD] ?? null,
    };
  }
}

/*
 * The inbox's Server Actions. Each runs through asAdmin() (requireAdmin() first); the admin
 * guard test (tests/integration/admin-guard.test.ts) calls each one signed out, expired and
 * forged, and proves nothing changes. Arguments are typed for callers but checked as untrusted.
 */

export type InquiryActionState = { status: "done" | "error"; message: string } | SignedOut;

const NOT_FOUND: InquiryActionState = {
  status: "error",
  message: "That inquiry no longer exists.",
};

/** Marks an inquiry handled, or back to new. */
export async function markInquiryHandled(
  id: string,
  handled: boolean,
): Promise<InquiryActionState> {
  return asAdmin(async () => {
    if (!isId(id) || typeof handled !== "boolean") return NOT_FOUND;
    try {
      const changed = await setInquiryStatus(await getDb(), id, handled ? "handled" : "new");
      if (!changed) return NOT_FOUND;
      refresh();
      return { status: "done", message: handled ? "Marked as handled." : "Marked as new." };
    } catch (error) {
      log.error({ err: error, inquiryId: id }, "changing an inquiry's status failed");
      return { status: "error", message: "The inquiry could not be updated." };
    }
  });
}

/** Puts a failed or waiting delivery back in line for an attempt now. */
export async function retryInquiryDelivery(
  inquiryId: string,
  deliveryId: string,
): Promise<InquiryActionState> {
  return asAdmin(async () => {
    if (!isId(inquiryId) || !isId(deliveryId)) return NOT_FOUND;
    try {
      const queued = await retryDelivery(await getDb(), { inquiryId, deliveryId });
      if (!queued) return { status: "error", message: "That delivery has already gone out." };
      await audit({
        kind: "inquiry.retried",
        subject: inquiryId,
        detail: `delivery ${deliveryId}`,
      });
      deliverSoon();
      refresh();
      return { status: "done", message: "Delivery queued: it is being tried again now." };
    } catch (error) {
      log.error({ err: error, inquiryId, deliveryId }, "retrying a delivery failed");
      return { status: "error", message: "The delivery could not be queued." };
    }
  });
}

/** Deletes an inquiry and its delivery records, for good. */
export async function deleteInquiry(id: string): Promise<InquiryActionState> {
  return asAdmin(async () => {
    if (!isId(id)) return NOT_FOUND;
    try {
      if (!(await removeInquiry(await getDb(), id))) return NOT_FOUND;
      log.info({ inquiryId: id }, "inquiry deleted");
      await audit({ kind: "inquiry.deleted", subject: id });
      return { status: "done", message: "Inquiry deleted." };
    } catch (error) {
      log.error({ err: error, inquiryId: id }, "deleting an inquiry failed");
      return { status: "error", message: "The inquiry could not be deleted." };
    }
  });
}
