import type { Attachment } from '@cmms/shared/attachments';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { serverReasonOr } from '../../../../lib/api-error';
import { t } from '../../../../lib/i18n/i18n';
import { notify } from '../../../../lib/toast';
import { useDeleteAttachment } from '../../api/attachments';

/** "Delete this file?": the server removes it for everyone; needs the connection. */
export function DeleteAttachmentDialog({
  attachment,
  deletePath,
  onCancel,
  onDeleted,
}: {
  /** The file to delete; null: closed. */
  attachment: Attachment | null;
  /** Where it is deleted, when not DELETE /attachments/{id}. */
  deletePath?: ((id: string) => string) | undefined;
  onCancel(): void;
  onDeleted(): void;
}) {
  const remove = useDeleteAttachment(onDeleted, deletePath);
  return (
    <ConfirmDialog
      open={attachment !== null}
      title={t('attachments.deleteTitle')}
      description={t('attachments.deleteBody', { name: attachment?.name ?? '' })}
      confirmLabel={t('attachments.delete')}
      tone="danger"
      busy={remove.isPending}
      onCancel={onCancel}
      onConfirm={() => {
        if (!attachment) return;
        remove.mutate(attachment.id, {
          onSuccess: () => notify.success(t('attachments.deleted')),
          onError: (error) => notify.error(serverReasonOr(error, t('attachments.deleteFailed'))),
        });
      }}
    />
  );
}
