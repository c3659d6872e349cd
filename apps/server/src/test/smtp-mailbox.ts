import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; from: string; raw: string };

export type Mailbox = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail to `address` that arrives after `since` mails were counted. */
  waitFor(address: string, since?: number, timeoutMs?: number): Promise<ReceivedMail>;
  /** A mail as its reader sees it: the subject and both bodies decoded. */
  parsed(mail: ReceivedMail): Promise<ParsedMail>;
  /**
   * The first mail to `address` after `since` whose text holds `text`, as its reader sees it:
   * mails sent by jobs may arrive in another order than their changes were made.
   */
  waitForText(address: string, text: string, since?: number): Promise<ParsedMail>;
  close(): Promise<void>;
};
type ParsedMail = { subject: string; text: string; html: string };

/**
 * A real SMTP server on a free local port that keeps every mail it receives (and, with `dir`,
 * writes each one to a file there, for browser journeys running in other processes).
 */
export async function startMailbox(dir?: string): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        mails.push(mail);
        if (dir) {
          fs.writeFileSync(
            path.join(dir, `${Date.now()}-${mails.length}.json`),
            JSON.stringify(mail),
          );
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const mailbox: Mailbox = {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, since = 0, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.slice(since).find((mail) => mail.to.includes(to.toLowerCase()));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    async parsed(mail) {
      const parsed = await simpleParser(mail.raw);
      return {
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
      };
    },
    async waitForText(to, text, since = 0) {
      const deadline = Date.now() + 10_000;
      for (let next = since; ; ) {
        const mail = await mailbox.waitFor(to, next, Math.max(1, deadline - Date.now()));
        const parsed = await mailbox.parsed(mail);
        if (parsed.text.includes(text)) return parsed;
        next = mails.indexOf(mail) + 1;
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return mailbox;
}

/** The reset code in a mail: the first run of six digits in its text. */
export function resetCodeIn(mail: ReceivedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.raw.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error(`no 6-digit code in mail:\n${mail.raw}`);
  return match[1];
}
