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
 * An HTTP form-forwarding endpoint: a form-encoded POST, as the original site's browser form
 * made. A 2xx or 3xx answer is accepted (such services answer a form with a redirect to their
 * thank-you page); redirects are not followed.
 */
export function createForwardSender(options: ForwardChannelOptions): InquirySender {
  const target = new URL(options.url);
  return {
    channel: "forward",
    describe: `form forward to ${target.origin}${target.pathname === "/" ? "" : "/…"}`,
    async deliver(inquiry) {
      let response: Response;
      try {
        response = await fetch(target, {
          method: "POST",
          body: forwardFormFields(inquiry, { formUrl: options.formUrl }),
          headers: { accept: "application/json, text/html;q=0.9", "user-agent": options.userAgent },
          redirect: "manual",
          signal: AbortSignal.timeout(CHANNEL_TIMEOUT_MS),
        });
      } catch (error) {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        throw new DeliveryError(
          `could not reach ${target.host}: ${cause instanceof Error ? cause.message : String(cause)}`,
          { cause: error },
        );
      }
      // The body is not needed; reading it to the end frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (response.status >= 400) {
        throw new DeliveryError(
          `${target.host} answered ${response.status} ${response.statusText}`.trim(),
        );
      }
    },
  };
}
