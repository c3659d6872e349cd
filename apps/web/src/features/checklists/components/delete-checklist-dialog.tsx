import type { Checklist } from '@cmms/shared/checklists';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { useDeleteChecklist } from '../api/checklists';

/** requirements/checklists.md#validation: deleting a checklist asks first; a failure says so (requirements/checklists.md#errors). */
export function DeleteChecklistDialog({
  checklist,
  onClose,
}: {
  checklist: Checklist | null;
  onClose(): void;
}) {
  const remove = useDeleteChecklist();
  return (
    <ConfirmDialog
      open={checklist !== null}
      title={t('checklists.manage.deleteTitle')}
      description={
        checklist ? (
          <>
            {t('checklists.manage.deleteQuestion')}
            <span className="mt-1 block font-semibold wrap-anywhere text-slate-800">
              {checklist.name}
            </span>
          </>
        ) : (
          ''
        )
      }
      confirmLabel={t('checklists.delete')}
      tone="danger"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!checklist) return;
        remove.mutate(checklist.id, {
          onSuccess: () => notify.success(t('checklists.checklistDeleted')),
          onError: () => notify.error(t('checklists.deleteFailed')),
          onSettled: onClose,
        });
      }}
    />
  );
}
