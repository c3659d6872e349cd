import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** 'smtp' when SMTP_URL is set; 'log' when mails are only written to the server log. */
  kind: 'smtp' | 'log';
};

/**
 * Mail over SMTP when SMTP_URL is set. Without it, mails are written to the log (with their text,
 * so a reset code can be read from the console on a laptop) and nothing leaves the machine.
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string },
  log: FastifyBaseLogger,
): Mailer {
  if (!options.smtpUrl) {
    return {
      kind: 'log',
      async send(message) {
        log.info(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          'mail (SMTP_URL unset: not sent)',
        );
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
