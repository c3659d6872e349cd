import { msg } from '@cmms/shared/i18n/message';
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
  // The product's name is ours, not data: a message of its own, so Arabic needs no isolate for it.
  const product = msg('common.productName');
  return {
    to,
    subject: t('users.approvedMailSubject', { product }),
    text: [
      t('auth.mailHello', { name }),
      '',
      t('users.approvedMailText', { role }),
      loginUrl,
      '',
      t('common.productName'),
    ].join('\n'),
    html: mailLayout(translator, t('users.approvedMailTitle'), [
      escapeHtml(t('auth.mailHello', { name })),
      htmlWith(
        t('users.approvedMailHtml', { role: HTML_SLOT }),
        `<strong>${escapeHtml(role)}</strong>`,
      ),
      `<a href="${escapeHtml(loginUrl)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t('users.approvedMailButton'))}</a>`,
    ]),
  };
}
