import type { Translator } from '@cmms/shared/i18n/translator';
import { escapeHtml, HTML_SLOT, htmlWith, mailLayout } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';

/** The recovery mail, in the recipient's language: the 6-digit code and how long it lasts. */
export function resetCodeMail(
  translator: Translator,
  to: string,
  name: string,
  code: string,
  minutes: number,
): MailMessage {
  const { t } = translator;
  const valid = (shown: string) => t('auth.resetMailCode', { code: shown, minutes });
  return {
    to,
    subject: t('auth.resetMailSubject', { code }),
    text: [
      t('auth.mailHello', { name }),
      '',
      valid(code),
      '',
      t('auth.resetMailIgnore'),
      '',
      t('common.productName'),
    ].join('\n'),
    html: mailLayout(translator, t('auth.resetMailTitle'), [
      escapeHtml(t('auth.mailHello', { name })),
      htmlWith(
        valid(HTML_SLOT),
        `<strong style="font-size:22px;letter-spacing:4px">${code}</strong>`,
      ),
      escapeHtml(t('auth.resetMailIgnore')),
    ]),
  };
}
