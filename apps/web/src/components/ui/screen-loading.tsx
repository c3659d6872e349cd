import { LoaderCircle } from 'lucide-react';
import { t } from '../../lib/i18n/i18n';

/** What a screen shows while its code or first data loads. */
export function ScreenLoading({ label }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-48 items-center justify-center gap-2 text-sm text-slate-500"
    >
      <LoaderCircle className="size-5 animate-spin text-brand-600" aria-hidden />
      {label ?? t('common.loading')}
    </div>
  );
}
