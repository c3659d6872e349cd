import { PRODUCT_NAME } from '@cmms/shared/product';
import { escapeHtml, mailLayout } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';

/** The mail the registration success page promises, sent when an administrator approves. */
export function accountApprovedMail(
  to: string,
  name: string,
  role: string,
  loginUrl: string,
): MailMessage {
  return {
    to,
    subject: `Your ${PRODUCT_NAME} account is approved`,
    text: [
      `Hello ${name},`,
      '',
      `An administrator approved your account. You can now sign in as ${role}:`,
      loginUrl,
      '',
      PRODUCT_NAME,
    ].join('\n'),
    html: mailLayout('Your account is approved', [
      `Hello ${escapeHtml(name)},`,
      `An administrator approved your account. You can now sign in as <strong>${escapeHtml(role)}</strong>.`,
      `<a href="${escapeHtml(loginUrl)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Sign in</a>`,
    ]),
  };
}
