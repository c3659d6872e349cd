import fs from 'node:fs';
import path from 'node:path';
import { type ReceivedMail, resetCodeIn } from '../../apps/server/src/test/smtp-mailbox';
import { journeyServer } from './journey-server';

/** Mails the server sent to `address`, oldest first. */
export function mailsTo(address: string): ReceivedMail[] {
  const dir = journeyServer().mailDir;
  return fs
    .readdirSync(dir)
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits for a new mail to `address` (one more than `countBefore`) and returns its reset code. */
export async function waitForResetCode(address: string, countBefore: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = mailsTo(address);
    const latest = mails[countBefore];
    if (latest) return resetCodeIn(latest);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset mail to ${address} within ${timeoutMs} ms`);
}
