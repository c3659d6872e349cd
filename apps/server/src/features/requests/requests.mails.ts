import { isLanguage } from '@cmms/shared/i18n/languages';
import { translatorFor } from '@cmms/shared/i18n/source-translators';
import { portalPaths } from '@cmms/shared/requests';
import { escapeHtml, mailLayout } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';

/**
 * The requester's mails (issue 35, docs/requests.md), in the language they filled the form in.
 * Every value is text: what the requester wrote and what the team wrote are escaped in the HTML
 * part, and a staff member is named by their first name only.
 */
export type RequestMailKind = 'received' | 'accepted' | 'merged' | 'rejected' | 'completed';

type RequestOfMail = {
  requestNumber: string;
  description: string;
  language: string;
  reason?: string | null;
};

export function requestMail(
  kind: RequestMailKind,
  to: string,
  request: RequestOfMail,
  values: { site: string; url: string; handledBy?: string | null },
): MailMessage {
  const translator = translatorFor(isLanguage(request.language) ? request.language : 'en');
  const { t } = translator;
  const number = request.requestNumber;
  const lines = [
    kind === 'received'
      ? t('workRequests.mailReceived', { number, site: values.site })
      : kind === 'accepted'
        ? t('workRequests.mailAccepted', { number })
        : kind === 'merged'
          ? t('workRequests.mailMerged', { number })
          : kind === 'rejected'
            ? t('workRequests.mailRejected', { number })
            : t('workRequests.mailCompleted', { number }),
    kind === 'rejected' && request.reason ? `“${request.reason}”` : null,
    kind !== 'received' && values.handledBy
      ? t('workRequests.mailHandledBy', { name: values.handledBy })
      : null,
    t('workRequests.mailYouWrote', { text: request.description }),
    t('workRequests.mailFollow', { url: values.url }),
    kind === 'received' ? t('workRequests.mailKeepLink') : null,
  ].filter((line): line is string => line !== null);
  return {
    to,
    subject: t('workRequests.mailSubject', { number }),
    text: [...lines, '', t('common.productName')].join('\n\n'),
    html: mailLayout(translator, t('workRequests.mailSubject', { number }), lines.map(escapeHtml)),
  };
}

/** A staff member as the requester reads them: the first name, never more. */
export const firstNameOf = (name: string | null) => name?.trim().split(/\s+/)[0] || null;

/** The private status link, whole, for a mail. */
export const statusUrl = (config: { publicUrl: string }, request: { statusToken: string }) =>
  `${config.publicUrl}${portalPaths.statusPage(request.statusToken)}`;

/** The first line of a text, at most 80 characters: how a request is named in lists and mails. */
export function firstLine(text: string, max = 80) {
  const line = text.split('\n')[0]?.trim() ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
