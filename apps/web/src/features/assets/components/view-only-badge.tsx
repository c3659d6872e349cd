import { Eye } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';

/** requirements/assets.md#screens: the client's "View Only" marker beside the title. */
export function ViewOnlyBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset">
      <Eye className="size-3.5" aria-hidden />
      {t('assets.viewOnly')}
    </span>
  );
}
