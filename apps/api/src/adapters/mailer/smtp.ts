import nodemailer from "nodemailer";
import type { Mailer } from "./types";

/** Real delivery through the SMTP server of SMTP_URL (smtp://user:pass@host:587 or smtps://…). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { ...message.headers, "X-SPC-Kind": message.kind },
      });
    },
  };
}
