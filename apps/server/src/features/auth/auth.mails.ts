import { PRODUCT_NAME } from '@cmms/shared/product';
import { escapeHtml, mailLayout } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';

/** The recovery mail: the 6-digit code and how long it lasts. */
export function resetCodeMail(
  to: string,
  name: string,
  code: string,
  minutes: number,
): MailMessage {
  return {
    to,
    subject: `Your password reset code: ${code}`,
    text: [
      `Hello ${name},`,
      '',
      `Your password reset code is ${code}. It is valid for ${minutes} minutes.`,
      '',
      'If you did not ask to reset your password, ignore this mail; your password stays as it is.',
      '',
      PRODUCT_NAME,
    ].join('\n'),
    html: mailLayout('Reset your password', [
      `Hello ${escapeHtml(name)},`,
      `Your password reset code is <strong style="font-size:22px;letter-spacing:4px">${code}</strong>. It is valid for ${minutes} minutes.`,
      'If you did not ask to reset your password, ignore this mail; your password stays as it is.',
    ]),
  };
}
