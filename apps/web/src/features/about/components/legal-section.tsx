import type { PlainKey } from '@cmms/shared/i18n/message';
import { t } from '../../../lib/i18n/i18n';

/** A legal text shown on the page itself, reached by its in-page link. */
export function LegalSection({
  id,
  title,
  paragraphs,
}: {
  id: string;
  title: string;
  paragraphs: PlainKey[];
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-2 text-sm text-slate-600">
        {paragraphs.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </div>
    </section>
  );
}
