import type { WorkOrder } from '@cmms/shared/work-orders';
import { clsx } from 'clsx';
import { CircleCheck, CirclePause, Eye, Lock, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { t } from '../../../lib/i18n/i18n';
import type { RowActions } from '../lib/work-order-permissions';

export interface WorkOrderActionHandlers {
  onView(task: WorkOrder): void;
  onEdit(task: WorkOrder): void;
  onDelete(task: WorkOrder): void;
  onStatus(task: WorkOrder, status: 'completed' | 'on_hold' | 'in_progress'): void;
}

export interface WorkOrderRowActionsProps extends WorkOrderActionHandlers {
  task: WorkOrder;
  actions: RowActions;
  /** A status change of this work order is under way. */
  busy?: boolean;
  /** Icons only (the desktop table), or icons with words (phone cards, the details dialog). */
  variant?: 'icons' | 'buttons';
  /** Leave out View, Edit and Delete (the details dialog offers only the status changes). */
  statusOnly?: boolean;
}

type ActionProps = {
  verb: string;
  task: WorkOrder;
  icon: ReactNode;
  layout: 'icons' | 'buttons';
  tone?: 'brand' | 'danger' | 'success' | 'warning';
  disabled?: boolean | undefined;
  /** The tooltip; the verb by default. */
  hint?: string;
  describedBy?: string | undefined;
  onClick(): void;
};

const toneClass = {
  brand: 'text-brand-700 hover:bg-brand-50',
  danger: 'text-red-700 hover:bg-red-50',
  success: 'text-emerald-700 hover:bg-emerald-50',
  warning: 'text-amber-800 hover:bg-amber-50',
} as const;

function Action({
  verb,
  task,
  icon,
  layout,
  tone = 'brand',
  disabled,
  hint,
  describedBy,
  onClick,
}: ActionProps) {
  return (
    <button
      type="button"
      // Named with the work order for screen readers: 'Complete WO-000012'.
      aria-label={t('workOrders.actionOn', { action: verb, number: task.workOrderNumber })}
      aria-describedby={describedBy}
      title={hint ?? verb}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        'inline-flex items-center justify-center rounded-lg font-medium disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent',
        layout === 'icons'
          ? 'size-8'
          : 'min-h-11 gap-1.5 border border-slate-200 px-3 text-sm disabled:border-slate-100',
        toneClass[tone],
      )}
    >
      {icon}
      {layout === 'buttons' && <span aria-hidden>{verb}</span>}
    </button>
  );
}

/**
 * requirements/work-orders.md#screens, #states: View, Edit, Delete, Complete, Hold and Reopen as `actions` allows. A field
 * role's overdue work keeps Hold in sight but disabled, with the tooltip 'Task is locked after
 * due date' and the note 'Task locked after due date'; Complete stays enabled.
 */
export function WorkOrderRowActions({
  task,
  actions,
  busy,
  variant: layout = 'icons',
  statusOnly = false,
  onView,
  onEdit,
  onDelete,
  onStatus,
}: WorkOrderRowActionsProps) {
  const noteId = useId();
  const locked = actions.holdLocked || actions.reopenLocked;
  const iconSize = 'size-4';
  return (
    <div className={clsx('flex flex-col gap-1', layout === 'buttons' && 'gap-2')}>
      <div
        className={clsx(
          'flex items-center',
          layout === 'buttons' ? 'flex-wrap gap-2' : 'flex-nowrap gap-0.5',
        )}
      >
        {!statusOnly && (
          <Action
            verb={t('workOrders.actionView')}
            task={task}
            layout={layout}
            icon={<Eye className={iconSize} aria-hidden />}
            onClick={() => onView(task)}
          />
        )}
        {!statusOnly && actions.edit && (
          <Action
            verb={t('workOrders.actionEdit')}
            task={task}
            layout={layout}
            icon={<Pencil className={iconSize} aria-hidden />}
            onClick={() => onEdit(task)}
          />
        )}
        {actions.complete && (
          <Action
            verb={t('workOrders.actionComplete')}
            task={task}
            layout={layout}
            tone="success"
            disabled={busy}
            icon={<CircleCheck className={iconSize} aria-hidden />}
            onClick={() => onStatus(task, 'completed')}
          />
        )}
        {actions.hold && (
          <Action
            verb={t('workOrders.actionHold')}
            task={task}
            layout={layout}
            tone="warning"
            disabled={busy || actions.holdLocked}
            hint={actions.holdLocked ? t('workOrders.lockedAfterDue') : undefined}
            describedBy={actions.holdLocked ? noteId : undefined}
            icon={<CirclePause className={iconSize} aria-hidden />}
            onClick={() => onStatus(task, 'on_hold')}
          />
        )}
        {actions.reopen && (
          <Action
            verb={t('workOrders.actionReopen')}
            task={task}
            layout={layout}
            disabled={busy || actions.reopenLocked}
            hint={actions.reopenLocked ? t('workOrders.lockedAfterDue') : undefined}
            describedBy={actions.reopenLocked ? noteId : undefined}
            icon={<RotateCcw className={iconSize} aria-hidden />}
            onClick={() => onStatus(task, 'in_progress')}
          />
        )}
        {!statusOnly && actions.remove && (
          <Action
            verb={t('workOrders.actionDelete')}
            task={task}
            layout={layout}
            tone="danger"
            icon={<Trash2 className={iconSize} aria-hidden />}
            onClick={() => onDelete(task)}
          />
        )}
      </div>
      {locked && (
        <p
          id={noteId}
          className="inline-flex items-center gap-1 text-xs font-medium whitespace-nowrap text-slate-600"
        >
          <Lock className="size-3.5" aria-hidden />
          {t('workOrders.lockedNote')}
        </p>
      )}
    </div>
  );
}
