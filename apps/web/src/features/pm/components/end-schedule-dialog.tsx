import type { Pm, PmOpenWorkOrderChoice } from '@cmms/shared/pm';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { statusLabel } from '../../work-orders/public';
import { useSetPmStatus } from '../api/pm';
import { openOccurrenceOf } from '../lib/pm-actions';

/**
 * Ending a schedule asks first, and says what becomes of the work order it holds open: kept (to
 * be done or cancelled in Tasks) or cancelled with it (docs/pm.md, "Ending a schedule").
 */
export function EndScheduleDialog({ pm, onClose }: { pm: Pm | null; onClose(): void }) {
  const setStatus = useSetPmStatus();
  const [choice, setChoice] = useState<PmOpenWorkOrderChoice>('keep');
  const name = useId();
  const open = pm ? openOccurrenceOf(pm) : null;
  const close = () => {
    setChoice('keep');
    onClose();
  };
  const options: [PmOpenWorkOrderChoice, string][] = [
    ['keep', t('pm.keepOpenOrder')],
    ['cancel', t('pm.cancelOpenOrder')],
  ];
  return (
    <ConfirmDialog
      open={pm !== null}
      title={t('pm.endSchedule')}
      description={
        pm ? (
          <>
            <span className="font-semibold wrap-anywhere text-slate-800">{pm.title}</span>
            <br />
            {t('pm.endScheduleQuestion')}
            {open && (
              <fieldset className="mt-3 space-y-2">
                <legend className="font-medium text-slate-800">
                  {t('pm.endScheduleOpenOrder', {
                    workOrder: open.workOrderNumber,
                    status: statusLabel(open.status),
                  })}
                </legend>
                {options.map(([value, label]) => (
                  <label key={value} className="flex min-h-11 items-center gap-2 sm:min-h-0">
                    <input
                      type="radio"
                      name={name}
                      value={value}
                      checked={choice === value}
                      onChange={() => setChoice(value)}
                      className="size-4 accent-brand-600"
                    />
                    {label}
                  </label>
                ))}
              </fieldset>
            )}
          </>
        ) : (
          ''
        )
      }
      confirmLabel={t('pm.endSchedule')}
      tone="danger"
      busy={setStatus.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!pm) return;
        setStatus.mutate(
          { id: pm.id, status: 'Completed', openWorkOrder: open ? choice : undefined },
          {
            onSuccess: () => notify.success(t('pm.scheduleEndedToast')),
            onError: () => notify.error(t('pm.endFailed')),
            onSettled: close,
          },
        );
      }}
    />
  );
}
