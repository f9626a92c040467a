import "server-only";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { CHANNEL_TIMEOUT_MS, DeliveryError, type InquirySender } from "./channel";
import { forwardFormFields } from "./inquiry-message";

export type ForwardChannelOptions = {
  /** The form-forwarding endpoint, e.g. https://forms.example.com/hello@example.com */
  url: string;
  /** The page the form lives on, sent as `_from`. */
  formUrl: string;
  userAgent: string;
};

/**
 * Names the delivery on every post, the same on each retry of it (the outbox job's id), so an
 * endpoint that keeps the keys it has seen can drop a repeat (docs/decisions/0007).
 */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

/**
 * One POST on a connection of its own. Not fetch: its pool reuses idle keep-alive connections,
 * and a POST written to one the server has just closed fails ("other side closed") although
 * the endpoint is fine. At a few posts an hour a fresh connection costs nothing.
 */
function post(
  url: URL,
  body: string,
  headers: { userAgent: string; idempotencyKey: string },
): Promise<{ status: number; reason: string }> {
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: "POST",
        agent: false,
        timeout: CHANNEL_TIMEOUT_MS,
        headers: {
          "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
          "content-length": Buffer.byteLength(body),
          accept: "application/json, text/html;q=0.9",
          "user-agent": headers.userAgent,
          [IDEMPOTENCY_KEY_HEADER]: headers.idempotencyKey,
        },
      },
      (res) => {
        // The body is not needed; reading it to the end lets the connection close cleanly.
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, reason: res.statusMessage ?? "" }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () =>
      req.destroy(new Error(`no answer within ${CHANNEL_TIMEOUT_MS / 1000} s`)),
    );
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * An HTTP form-forwarding endpoint: a form-encoded POST, as the original site's browser form
 * made. A 2xx or 3xx answer is accepted (such services answer a form with a redirect to their
 * thank-you page); redirects are not followed.
 */
export function createForwardSender(options: ForwardChannelOptions): InquirySender {
  const target = new URL(options.url);
  return {
    channel: "forward",
    describe: `form forward to ${target.origin}${target.pathname === "/" ? "" : "/…"}`,
    async deliver(inquiry, attempt) {
      const body = forwardFormFields(inquiry, { formUrl: options.formUrl }).toString();
      let answer: { status: number; reason: string };
      try {
        answer = await post(target, body, {
          userAgent: options.userAgent,
          idempotencyKey: attempt.deliveryId,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new DeliveryError(`could not reach ${target.host}: ${reason}`, { cause: error });
      }
      if (answer.status < 200 || answer.status >= 400) {
        throw new DeliveryError(`${target.host} answered ${answer.status} ${answer.reason}`.trim());
      }
    },
  };
}
