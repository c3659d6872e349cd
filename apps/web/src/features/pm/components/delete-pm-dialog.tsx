import type { Pm } from '@cmms/shared/pm';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { useDeletePm } from '../api/pm';

/** requirements/pm.md#validation: deleting a PM asks first; requirements/pm.md#errors: a failure says so. */
export function DeletePmDialog({ pm, onClose }: { pm: Pm | null; onClose(): void }) {
  const remove = useDeletePm();
  return (
    <ConfirmDialog
      open={pm !== null}
      title={t('pm.deleteTitle')}
      description={
        pm ? (
          <>
            <span className="font-semibold wrap-anywhere text-slate-800">{pm.title}</span>
            <br />
            {t('pm.confirmDelete')}
          </>
        ) : (
          ''
        )
      }
      confirmLabel={t('pm.actionDelete')}
      tone="danger"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!pm) return;
        remove.mutate(pm.id, {
          onSuccess: () => notify.success(t('pm.deleted')),
          onError: () => notify.error(t('pm.deleteFailed')),
          onSettled: onClose,
        });
      }}
    />
  );
}
