import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string | null;
  headers?: Record<string, string> | null;
}

/** An SMTP 5xx reply: the server refused the message for good (a bounce); retrying cannot help. */
export const isPermanentFailure = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** Delivers one mail or throws; the outbox worker owns retries. */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer. SMTP_URL carries host, port, credentials and options as query parameters,
 * e.g. smtp://user:pass@smtp.example.com:587 or smtp://127.0.0.1:2525/?ignoreTLS=true for a local server.
 */
export function smtpTransport(url: string): MailTransport {
  // One attempt ends within about 3 minutes (nodemailer's own socket timeout is 10): well inside the delivery
  // job's expiry (DELIVERY_EXPIRE_SECONDS), so no second instance starts the same mail while this one still talks.
  // Pooled: a campaign hands over thousands of mails, and a new connection (and greeting) per mail was the cost.
  const transport = nodemailer.createTransport(url, {
    pool: true,
    maxConnections: 5,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 120_000,
  } as object);
  return {
    async deliver(mail) {
      await transport.sendMail({ ...mail, replyTo: mail.replyTo ?? undefined, headers: mail.headers ?? undefined });
    },
    close: () => transport.close(),
  };
}
