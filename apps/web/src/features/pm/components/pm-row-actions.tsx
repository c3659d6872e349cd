import type { Pm, PmStatus } from '@cmms/shared/pm';
import { clsx } from 'clsx';
import { CalendarClock, CalendarX2, CircleCheck, Pencil, Play, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { openOccurrenceOf, type PmActions } from '../lib/pm-actions';

export interface PmActionHandlers {
  onEdit(pm: Pm): void;
  onDelete(pm: Pm): void;
  onStatus(pm: Pm, status: PmStatus): void;
  /** Complete this occurrence: its open work order. */
  onComplete(pm: Pm): void;
  /** Ask, then end the schedule for good. */
  onEndSchedule(pm: Pm): void;
}

type Props = PmActionHandlers & {
  pm: Pm;
  actions: PmActions;
  /** A status change of this PM is under way. */
  busy: boolean;
  /** Icons only (the wide table), or icons with words (phone cards). */
  variant?: 'icons' | 'buttons';
};

const STATUS_ICONS: Record<Exclude<PmStatus, 'Completed'>, ReactNode> = {
  Scheduled: <CalendarClock className="size-4" aria-hidden />,
  'In Progress': <Play className="size-4" aria-hidden />,
};

const tones = {
  brand: 'text-brand-700 hover:bg-brand-50',
  danger: 'text-red-700 hover:bg-red-50',
  success: 'text-emerald-700 hover:bg-emerald-50',
} as const;

/**
 * Complete (this occurrence, through its open work order), the status buttons the role has, End
 * schedule, and Edit and Delete for those who manage PMs. A button that would change nothing is
 * shown disabled, with why in its tooltip.
 */
export function PmRowActions({ pm, actions, busy, variant = 'icons', ...handlers }: Props) {
  const occurrence = openOccurrenceOf(pm);
  const button = (
    verb: string,
    icon: ReactNode,
    onClick: () => void,
    tone: keyof typeof tones = 'brand',
    disabled = false,
    hint = verb,
  ) => (
    <button
      key={verb}
      type="button"
      // Named with the PM for screen readers: 'Complete Chiller service'.
      aria-label={t('pm.actionOn', { action: verb, title: pm.title })}
      title={hint}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        'inline-flex items-center justify-center rounded-lg font-medium disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent',
        variant === 'icons'
          ? 'size-8'
          : 'min-h-11 gap-1.5 border border-slate-200 bg-white px-3 text-sm disabled:border-slate-100',
        tones[tone],
      )}
    >
      {icon}
      {variant === 'buttons' && <span aria-hidden>{verb}</span>}
    </button>
  );
  return (
    <div
      className={clsx(
        'flex items-center',
        variant === 'buttons' ? 'flex-wrap gap-2' : 'flex-nowrap gap-0.5',
      )}
    >
      {actions.completeOccurrence &&
        button(
          t('pm.actionComplete'),
          <CircleCheck className="size-4" aria-hidden />,
          () => handlers.onComplete(pm),
          'success',
          busy || !occurrence,
          occurrence
            ? t('pm.completeHint', { workOrder: occurrence.workOrderNumber })
            : t('pm.nothingToComplete'),
        )}
      {actions.statuses.map((action) =>
        action.status === 'Completed'
          ? null
          : button(
              action.label,
              STATUS_ICONS[action.status],
              () => handlers.onStatus(pm, action.status),
              'brand',
              busy || pm.status === action.status,
            ),
      )}
      {actions.endSchedule &&
        button(
          t('pm.endSchedule'),
          <CalendarX2 className="size-4" aria-hidden />,
          () => handlers.onEndSchedule(pm),
          'danger',
          busy || pm.status === 'Completed',
          pm.status === 'Completed' ? t('pm.scheduleEnded') : t('pm.endScheduleHint'),
        )}
      {actions.manage &&
        button(t('pm.actionEdit'), <Pencil className="size-4" aria-hidden />, () =>
          handlers.onEdit(pm),
        )}
      {actions.manage &&
        button(
          t('pm.actionDelete'),
          <Trash2 className="size-4" aria-hidden />,
          () => handlers.onDelete(pm),
          'danger',
        )}
    </div>
  );
}
