import { Wrench } from 'lucide-react';
import { t } from '../../lib/i18n/i18n';

/** The app's logo tile; the product name shows beside it with `withName`, else only to screen readers. */
export function BrandMark({ withName = false }: { withName?: boolean }) {
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
        <Wrench className="size-5" aria-hidden />
      </span>
      {withName ? (
        <span className="text-sm leading-tight font-semibold text-balance text-slate-900">
          {t('common.productName')}
        </span>
      ) : (
        <span className="sr-only">{t('common.productName')}</span>
      )}
    </span>
  );
}
