import type { PlainKey } from '@cmms/shared/i18n/message';
import { clsx } from 'clsx';
import { t } from '../../../lib/i18n/i18n';
import type { NotificationFilter } from '../api/notifications';

const FILTERS: { value: NotificationFilter; label: PlainKey }[] = [
  { value: 'all', label: 'notifications.filterAll' },
  { value: 'unread', label: 'notifications.filterUnread' },
  { value: 'read', label: 'notifications.filterRead' },
];

/** The page's three filters (requirements/notifications.md#screens), as toggle buttons. */
export function NotificationFilters({
  value,
  onChange,
}: {
  value: NotificationFilter;
  onChange(filter: NotificationFilter): void;
}) {
  return (
    <fieldset className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
      <legend className="sr-only">{t('notifications.filterLegend')}</legend>
      {FILTERS.map((filter) => (
        <button
          key={filter.value}
          type="button"
          aria-pressed={value === filter.value}
          onClick={() => onChange(filter.value)}
          className={clsx(
            'min-h-11 min-w-16 rounded-md px-3 text-sm font-medium transition-colors',
            value === filter.value
              ? 'bg-brand-700 text-white'
              : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {t(filter.label)}
        </button>
      ))}
    </fieldset>
  );
}
