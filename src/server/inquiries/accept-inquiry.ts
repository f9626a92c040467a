import "server-only";
import { createHmac } from "node:crypto";
import { inquiryMessages } from "@/content/inquiries";
import {
  CONTACT_MIN_FILL_SECONDS,
  CONTACT_TOKEN_MAX_AGE_HOURS,
} from "@/server/inquiries/fill-token";
import { formDataToRecord } from "@/lib/inquiries/form-record";
import type { DeliveryChannel } from "@/lib/inquiries/inquiry";
import { fieldErrorsOf, inquirySubmissionSchema } from "@/lib/inquiries/inquiry-schema";
import {
  emptyInquiryValues,
  HONEYPOT_FIELD,
  TOKEN_FIELD,
  valuesOf,
} from "@/lib/inquiries/inquiry-values";
import type { InquiryFormState } from "@/lib/inquiries/inquiry-state";
import { addressKey } from "@/server/auth/address-key";
import { hitBucket } from "@/server/auth/rate-limit";
import type { Db } from "@/server/db/connect";
import { checkFillToken, issueFillToken } from "./fill-token";
import type { FormKeys } from "./form-keys";
import { insertInquiry } from "./inquiries";

export type AcceptContext = {
  db: Db;
  keys: FormKeys;
  /** As the production server resolved it; "unknown" when it could not. */
  clientAddress: string;
  userAgent: string | undefined;
  rateLimit: { limit: number; windowMs: number };
  channels: readonly DeliveryChannel[];
  now?: Date;
};

export type AcceptResult = {
  state: InquiryFormState;
  /** Set when this call stored a new inquiry (the outbox has work). */
  storedId?: string;
};

const USER_AGENT_MAX = 512;
export const CONTACT_RATE_SCOPE = "contact:";

function hashFor(key: Buffer, value: string): string {
  return createHmac("sha256", key).update(value).digest("hex");
}

function failure(
  message: string,
  values: InquiryFormState["values"],
  token: string | null,
  fieldErrors: InquiryFormState["fieldErrors"] = {},
): AcceptResult {
  return { state: { status: "error", message, fieldErrors, values, token } };
}

/**
 * The contact form's server side, in order: the honeypot, the strict schema, the fill-time
 * token, the rate limit, then storage. Nothing is stored unless every check passes; the
 * inquiry (with its outbox jobs) is committed before success is answered.
 */
export async function acceptInquiry(
  formData: FormData,
  context: AcceptContext,
): Promise<AcceptResult> {
  const now = context.now ?? new Date();
  const record = formDataToRecord(formData);
  if (!record) return failure(inquiryMessages.unexpectedFields, emptyInquiryValues, null);
  const values = valuesOf(record);
  const freshToken = () => issueFillToken(context.keys.token, now.getTime());

  if (record[HONEYPOT_FIELD]?.trim()) return failure(inquiryMessages.honeypot, values, null);

  const submittedToken = record[TOKEN_FIELD] ?? "";
  const token = checkFillToken(context.keys.token, submittedToken, {
    now: now.getTime(),
    minAgeMs: CONTACT_MIN_FILL_SECONDS * 1000,
    maxAgeMs: CONTACT_TOKEN_MAX_AGE_HOURS * 3_600_000,
  });
  // A token that still counts is handed back, so a person's fill time keeps running.
  const tokenToKeep =
    token.status === "valid" || token.status === "too-fast" ? submittedToken : freshToken();

  const parsed = inquirySubmissionSchema.safeParse(record);
  if (!parsed.success) {
    const unexpected = parsed.error.issues.some((issue) => issue.code === "unrecognized_keys");
    if (unexpected) return failure(inquiryMessages.unexpectedFields, values, tokenToKeep);
    return failure(
      inquiryMessages.invalid,
      values,
      tokenToKeep,
      fieldErrorsOf(parsed.error.issues),
    );
  }

  // No token (a browser without JavaScript) or one that expired: issue one and ask to confirm.
  if (token.status === "invalid" || token.status === "expired") {
    return failure(inquiryMessages.confirm, values, tokenToKeep);
  }
  if (token.status === "too-fast") return failure(inquiryMessages.tooFast, values, tokenToKeep);

  const bucket = `${CONTACT_RATE_SCOPE}${hashFor(context.keys.address, addressKey(context.clientAddress))}`;
  const { name, email, company, project, message, referrer } = parsed.data;
  const inquiry = {
    submissionId: token.nonce,
    name,
    email,
    company,
    project,
    message,
    referrer,
    clientHash:
      context.clientAddress === "unknown"
        ? null
        : hashFor(context.keys.address, context.clientAddress),
    userAgent: context.userAgent?.slice(0, USER_AGENT_MAX) || null,
  };
  // The hit and the inquiry commit together: one write transaction per accepted inquiry, and a
  // refused one still counts.
  const outcome = await context.db.transaction().execute(async (trx) => {
    const { hits, resetAt } = await hitBucket(trx, bucket, context.rateLimit.windowMs, now);
    if (hits > context.rateLimit.limit) return { kind: "limited", until: resetAt } as const;
    const stored = await insertInquiry(trx, inquiry, { channels: context.channels, now });
    return { kind: "stored", stored } as const;
  });
  if (outcome.kind === "limited") {
    const minutes = Math.max(1, Math.ceil((outcome.until.getTime() - now.getTime()) / 60_000));
    return failure(inquiryMessages.rateLimited(minutes), values, tokenToKeep);
  }
  return {
    state: {
      status: "success",
      message: inquiryMessages.success,
      fieldErrors: {},
      values: emptyInquiryValues,
      token: freshToken(),
    },
    ...(outcome.stored.created ? { storedId: outcome.stored.id } : {}),
  };
}
