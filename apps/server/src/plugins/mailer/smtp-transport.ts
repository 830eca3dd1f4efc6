import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

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
  const transport = nodemailer.createTransport(url, {
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 120_000,
  } as object);
  return {
    async deliver(mail) {
      await transport.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
    },
    close: () => transport.close(),
  };
}
