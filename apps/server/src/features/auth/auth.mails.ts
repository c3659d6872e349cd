import { PRODUCT_NAME } from '@cmms/shared/product';
import type { MailMessage } from '../../lib/mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[]) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:520px;margin:24px auto;padding:0 16px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}<p style="color:#64748b;font-size:13px">${escapeHtml(PRODUCT_NAME)}</p></body></html>`;
}

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
    html: layout('Reset your password', [
      `Hello ${escapeHtml(name)},`,
      `Your password reset code is <strong style="font-size:22px;letter-spacing:4px">${code}</strong>. It is valid for ${minutes} minutes.`,
      'If you did not ask to reset your password, ignore this mail; your password stays as it is.',
    ]),
  };
}

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
    html: layout('Your account is approved', [
      `Hello ${escapeHtml(name)},`,
      `An administrator approved your account. You can now sign in as <strong>${escapeHtml(role)}</strong>.`,
      `<a href="${escapeHtml(loginUrl)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Sign in</a>`,
    ]),
  };
}
