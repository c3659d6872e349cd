import type { Pm } from '@cmms/shared/pm';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/toast';
import { useDeletePm } from '../api/pm';
import { pmMessages } from '../lib/pm-messages';

/** requirements/pm.md#validation: deleting a PM asks first; requirements/pm.md#errors: a failure says so. */
export function DeletePmDialog({ pm, onClose }: { pm: Pm | null; onClose(): void }) {
  const remove = useDeletePm();
  return (
    <ConfirmDialog
      open={pm !== null}
      title="Delete PM"
      description={
        pm ? (
          <>
            <span className="font-semibold wrap-anywhere text-slate-800">{pm.title}</span>
            <br />
            {pmMessages.confirmDelete}
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
        if (!pm) return;
        remove.mutate(pm.id, {
          onSuccess: () => notify.success(pmMessages.deleted),
          onError: () => notify.error(pmMessages.deleteFailed),
          onSettled: onClose,
        });
      }}
    />
  );
}
