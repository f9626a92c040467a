import "server-only";
import { site } from "@/content/site";
import type { DeliveryChannel } from "@/lib/inquiries/inquiry";
import type { Env } from "@/server/env";
import type { InquirySender } from "./channels/channel";
import { createEmailSender, type SmtpSettings } from "./channels/email";
import { createForwardSender } from "./channels/forward";

type ChannelEnv = Pick<
  Env,
  | "SMTP_URL"
  | "SMTP_HOST"
  | "SMTP_PORT"
  | "SMTP_SECURE"
  | "SMTP_USER"
  | "SMTP_PASSWORD"
  | "SMTP_ALLOW_PLAINTEXT"
  | "INQUIRY_TO"
  | "INQUIRY_FROM"
  | "FORM_FORWARD_URL"
  | "SITE_URL"
>;

function smtpSettings(env: ChannelEnv): SmtpSettings | undefined {
  const allowPlaintext = env.SMTP_ALLOW_PLAINTEXT;
  if (env.SMTP_URL) return { url: env.SMTP_URL, allowPlaintext };
  if (!env.SMTP_HOST) return undefined;
  return {
    allowPlaintext,
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    ...(env.SMTP_USER ? { user: env.SMTP_USER, password: env.SMTP_PASSWORD ?? "" } : {}),
  };
}

/** The channels the configuration turns on; each new inquiry gets one outbox job per channel. */
export function configuredChannels(env: ChannelEnv): DeliveryChannel[] {
  const channels: DeliveryChannel[] = [];
  if (smtpSettings(env)) channels.push("email");
  if (env.FORM_FORWARD_URL) channels.push("forward");
  return channels;
}

/** The senders of the configured channels (they open connections only when they deliver). */
export function createSenders(env: ChannelEnv): InquirySender[] {
  const senders: InquirySender[] = [];
  const smtp = smtpSettings(env);
  if (smtp) {
    const to = env.INQUIRY_TO ?? site.email;
    senders.push(
      createEmailSender({ smtp, to, from: env.INQUIRY_FROM ?? to, siteName: site.name }),
    );
  }
  if (env.FORM_FORWARD_URL) {
    senders.push(
      createForwardSender({
        url: env.FORM_FORWARD_URL,
        formUrl: new URL("/contact", env.SITE_URL).toString(),
        userAgent: `${site.name}-website (+${env.SITE_URL})`,
      }),
    );
  }
  return senders;
}

/** Problems with the channel settings that the schema alone cannot see, for the start-up log. */
export function channelWarnings(env: ChannelEnv): string[] {
  const warnings: string[] = [];
  if (env.SMTP_URL && env.SMTP_HOST)
    warnings.push("SMTP_URL and SMTP_HOST are both set; SMTP_URL is used");
  if (env.SMTP_USER && !env.SMTP_PASSWORD) warnings.push("SMTP_USER is set without SMTP_PASSWORD");
  if (!env.SMTP_URL && !env.SMTP_HOST && (env.INQUIRY_TO || env.INQUIRY_FROM)) {
    warnings.push("INQUIRY_TO/INQUIRY_FROM are set but no SMTP server is configured");
  }
  return warnings;
}
