"use server";

import "server-only";
import { headers } from "next/headers";
import { inquiryMessages } from "@/content/inquiries";
import { formArgument } from "@/lib/http/form-argument";
import { formDataToRecord } from "@/lib/inquiries/form-record";
import { TOKEN_FIELD, valuesOf } from "@/lib/inquiries/inquiry-values";
import type { InquiryFormState } from "@/lib/inquiries/inquiry-state";
import { getClientAddress } from "@/server/auth/client-address";
import { getDb } from "@/server/db/database";
import { env } from "@/server/env";
import { acceptInquiry } from "@/server/inquiries/accept-inquiry";
import { getFormKeys } from "@/server/inquiries/form-keys";
import { configuredChannels } from "@/server/inquiries/inquiry-channels";
import { deliverSoon } from "@/server/inquiries/deliver-soon";
import { log } from "@/server/log";

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
