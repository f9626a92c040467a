import "server-only";
import { BlockList, isIPv6 } from "node:net";
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { CHANNEL_TIMEOUT_MS, DeliveryError, type InquirySender } from "./channel";
import { formatInquiryEmail } from "./inquiry-message";

/** allowPlaintext: the operator's explicit opt-out (SMTP_ALLOW_PLAINTEXT) of required TLS. */
export type SmtpSettings = { allowPlaintext?: boolean } & (
  | { url: string }
  | { host: string; port: number; secure: boolean; user?: string; password?: string }
);

export type EmailChannelOptions = {
  smtp: SmtpSettings;
  to: string;
  from: string;
  siteName: string;
};

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** Whether the host is this machine by its name or address (no lookup: DNS could lie). */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  if (name === "localhost") return true;
  if (isIPv6(name)) return loopback.check(name, "ipv6");
  return /^\d+\.\d+\.\d+\.\d+$/.test(name) && loopback.check(name, "ipv4");
}

/*
 * Without TLS from the first byte, nodemailer upgrades with STARTTLS only when the server's
 * greeting offers it, so anyone on the path could strip the offer and read the credentials and
 * the inquiries. TLS is therefore required (requireTLS: no STARTTLS, no mail) unless the server
 * is on this machine or the operator opts out explicitly.
 */
function withTlsPolicy(smtp: SmtpSettings, options: SMTPTransport.Options): SMTPTransport.Options {
  const requireTLS =
    !options.secure && !smtp.allowPlaintext && !isLoopbackHost(options.host ?? "localhost");
  return { ...options, requireTLS };
}

function transportOptions(smtp: SmtpSettings): SMTPTransport.Options {
  return withTlsPolicy(smtp, connectionOptions(smtp));
}

function connectionOptions(smtp: SmtpSettings): SMTPTransport.Options {
  const timeouts = {
    connectionTimeout: CHANNEL_TIMEOUT_MS / 2,
    greetingTimeout: CHANNEL_TIMEOUT_MS / 2,
    socketTimeout: CHANNEL_TIMEOUT_MS,
  };
  if ("url" in smtp) {
    const url = new URL(smtp.url);
    return {
      host: url.hostname.replace(/^\[|\]$/g, ""),
      port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
      secure: url.protocol === "smtps:",
      ...(url.username
        ? {
            auth: {
              user: decodeURIComponent(url.username),
              pass: decodeURIComponent(url.password),
            },
          }
        : {}),
      ...timeouts,
    };
  }
  return {
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? "" } } : {}),
    ...timeouts,
  };
}

/** Where the mail goes, for logs: host and port, never the credentials. */
function describeSmtp(smtp: SmtpSettings): string {
  const options = transportOptions(smtp);
  return `smtp${options.secure ? "s" : ""}://${options.host}:${options.port}`;
}

/**
 * The notification's Message-ID: made from the inquiry's id, so every attempt to mail one
 * inquiry carries the same one and a mail system (or the reader's client) can recognise a
 * repeat (docs/decisions/0007). The domain is the sender address's.
 */
export function inquiryMessageId(inquiryId: string, from: string): string {
  const domain = from.slice(from.lastIndexOf("@") + 1) || "localhost";
  return `<inquiry.${inquiryId}@${domain}>`;
}

/** Email over SMTP to the agency mailbox: subject, fields as a table, Reply-To the visitor. */
export function createEmailSender(options: EmailChannelOptions): InquirySender {
  const transport = nodemailer.createTransport(transportOptions(options.smtp));
  return {
    channel: "email",
    describe: `email to ${options.to} via ${describeSmtp(options.smtp)}`,
    async deliver(inquiry) {
      const { subject, html, text } = formatInquiryEmail(inquiry, { siteName: options.siteName });
      try {
        await transport.sendMail({
          from: { name: `${options.siteName} website`, address: options.from },
          to: options.to,
          replyTo: { name: inquiry.name, address: inquiry.email },
          subject,
          text,
          html,
          messageId: inquiryMessageId(inquiry.id, options.from),
          headers: { "X-Inquiry-Id": inquiry.id },
        });
      } catch (error) {
        // nodemailer's messages name the server and the SMTP reply, never the password.
        throw new DeliveryError(error instanceof Error ? error.message : String(error), {
          cause: error,
        });
      }
    },
    close: () => transport.close(),
  };
}
