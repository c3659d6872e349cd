import type { Translator } from '@cmms/shared/i18n/translator';
import { escapeHtml, HTML_SLOT, htmlWith, mailLayout } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';

/** The mail the registration success page promises, sent when an administrator approves. */
export function accountApprovedMail(
  translator: Translator,
  to: string,
  name: string,
  role: string,
  loginUrl: string,
): MailMessage {
  const { t } = translator;
  const product = t('common.productName');
  const approved = (shownRole: string) => t('users.approvedMailBody', { role: shownRole });
  return {
    to,
    subject: t('users.approvedMailSubject', { product }),
    text: [t('auth.mailHello', { name }), '', `${approved(role)}:`, loginUrl, '', product].join(
      '\n',
    ),
    html: mailLayout(translator, t('users.approvedMailTitle'), [
      escapeHtml(t('auth.mailHello', { name })),
      htmlWith(approved(HTML_SLOT), `<strong>${escapeHtml(role)}</strong>`),
      `<a href="${escapeHtml(loginUrl)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t('auth.signIn'))}</a>`,
    ]),
  };
}
