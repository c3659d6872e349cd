import { ChevronLeft, ChevronRight } from 'lucide-react';
import { t } from '../../lib/i18n/i18n';
import { Button } from './button';

export interface PagerProps {
  offset: number;
  pageSize: number;
  total: number;
  /** What the list holds, in the reader's language, for 'Showing 1-25 of 40 sites'. */
  noun: string;
  onChange(offset: number): void;
}

/** Previous and Next over a server-paged list, with where the user is in it. */
export function Pager({ offset, pageSize, total, noun, onChange }: PagerProps) {
  if (total <= pageSize && offset === 0) return null;
  const last = Math.min(offset + pageSize, total);
  return (
    <nav
      aria-label={t('shell.pages')}
      className="flex flex-col items-center justify-between gap-3 text-sm text-slate-600 sm:flex-row"
    >
      <p aria-live="polite">
        {t('shell.pagerShowing', { from: total === 0 ? 0 : offset + 1, last, total, noun })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          icon={<ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />}
          disabled={offset === 0}
          onClick={() => onChange(Math.max(0, offset - pageSize))}
        >
          {t('common.previous')}
        </Button>
        <Button
          variant="secondary"
          disabled={last >= total}
          onClick={() => onChange(offset + pageSize)}
        >
          {t('common.next')}
          <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
