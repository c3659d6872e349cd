import { type Checklist, checklistTexts } from '@cmms/shared/checklists';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
      title="Delete Checklist"
      description={
        checklist ? (
          <>
            Are you sure you want to delete this checklist? Its items, assignments and recorded
            progress go with it. This action cannot be undone.
            <span className="mt-1 block font-semibold wrap-anywhere text-slate-800">
              {checklist.name}
            </span>
          </>
        ) : (
          ''
        )
      }
      confirmLabel="Delete"
      tone="danger"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!checklist) return;
        remove.mutate(checklist.id, {
          onSuccess: () => notify.success(checklistTexts.checklistDeleted),
          onError: () => notify.error(checklistTexts.deleteFailed),
          onSettled: onClose,
        });
      }}
    />
  );
}
