import type { PlainKey } from '@cmms/shared/i18n/message';
import { t } from '../../../lib/i18n/i18n';
import { placeSlots, slot } from '../../../lib/placed-text';

const code = (text: string) => <code className="rounded bg-slate-100 px-1">{text}</code>;

const ITEMS: [title: PlainKey, text: PlainKey][] = [
  ['developer.guideProxyTitle', 'developer.guideProxyText'],
  ['developer.guideRefusedTitle', 'developer.guideRefusedText'],
  ['developer.guideLimitedTitle', 'developer.guideLimitedText'],
  ['developer.guideSignInTitle', 'developer.guideSignInText'],
];

/** What to do when a test fails. */
export function DebuggingGuide() {
  return (
    <ul className="list-disc space-y-1.5 ps-5 text-sm text-slate-700">
      <li>
        <strong>{t('developer.guideBackendTitle')}</strong>{' '}
        {placeSlots(
          t('developer.guideBackendText', { command: slot('command'), path: slot('path') }),
          { command: code('npm start'), path: code('/health') },
        )}
      </li>
      {ITEMS.map(([title, text]) => (
        <li key={title}>
          <strong>{t(title)}</strong> {t(text)}
        </li>
      ))}
    </ul>
  );
}
