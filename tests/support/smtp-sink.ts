import { SMTPServer } from "smtp-server";

/*
 * A real SMTP server on loopback that keeps what it receives, so tests drive nodemailer (the
 * production client) end to end. Plain SMTP without TLS or authentication, as on a local relay.
 */

export type ReceivedMail = {
  from: string | undefined;
  to: string[];
  headers: Map<string, string>;
  text: string;
  html: string;
};

export type SmtpSink = {
  port: number;
  mails: ReceivedMail[];
  /**
   * While held, a mail is kept as received but its end of data is not answered, as by a server
   * whose "250 OK" is still on its way when the sender dies; `release` answers the held ones.
   */
  hold: () => void;
  release: () => void;
  /** Resolves once `count` mails have arrived. */
  waitForMails: (count: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
};

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function splitHeaders(raw: string): [Map<string, string>, string] {
  const end = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return [headers, raw.slice(end + 4)];
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  // SMTP carries CRLF line ends; tests compare with the \n the application wrote.
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body).replace(/\r\n/g, "\n");
  if (encoding === "base64") {
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8").replace(/\r\n/g, "\n");
  }
  return body.replace(/\r\n/g, "\n");
}

/** Headers, and the text and HTML parts of a (multipart/alternative) message. */
function parseMail(raw: string): Omit<ReceivedMail, "from" | "to"> {
  const [headers, body] = splitHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get("content-type") ?? "")?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHeaders(part.replace(/^\r\n/, "")))
    : [[headers, body] as const];
  let text = "";
  let html = "";
  for (const [partHeaders, partBody] of parts) {
    const type = partHeaders.get("content-type") ?? "";
    if (type.startsWith("text/plain")) text = decodeBody(partHeaders, partBody);
    if (type.startsWith("text/html")) html = decodeBody(partHeaders, partBody);
  }
  return { headers, text, html };
}

export async function startSmtpSink(port: number): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const held: Array<() => void> = [];
  let holding = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = session.envelope;
        mails.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : undefined,
          to: envelope.rcptTo.map((recipient) => recipient.address),
          ...parseMail(Buffer.concat(chunks).toString("utf8")),
        });
        for (const wake of waiters.splice(0)) wake();
        if (holding) held.push(() => callback());
        else callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port,
    mails,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    waitForMails: async (count) => {
      while (mails.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return mails;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
