import type { Attachment } from '@cmms/shared/attachments';
import { useState } from 'react';
import { useSession } from '../../../../lib/session';
import { mayDeleteAttachment } from '../../lib/attachment-permissions';
import { AttachmentViewer } from './attachment-viewer';
import { DeleteAttachmentDialog } from './delete-attachment-dialog';

/**
 * What a list of files does with them: open a photo, delete a file the person may delete.
 * `itemProps` goes on each AttachmentItem; `dialogs` once, beside the list.
 */
export function useAttachmentActions(onDeleted: () => void, onWorkOrder: boolean) {
  const user = useSession()?.user ?? null;
  const [viewing, setViewing] = useState<Attachment | null>(null);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  const canDelete = (attachment: Attachment) => mayDeleteAttachment(user, attachment, onWorkOrder);

  const itemProps = (attachment: Attachment) => ({
    attachment,
    canDelete: canDelete(attachment),
    onOpen: setViewing,
    onDelete: setDeleting,
  });
  const dialogs = (
    <>
      <AttachmentViewer
        attachment={viewing}
        canDelete={viewing !== null && canDelete(viewing)}
        onDelete={(attachment) => {
          // The question replaces the photo: one modal at a time.
          setViewing(null);
          setDeleting(attachment);
        }}
        onClose={() => setViewing(null)}
      />
      <DeleteAttachmentDialog
        attachment={deleting}
        onCancel={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          onDeleted();
        }}
      />
    </>
  );
  return { itemProps, dialogs };
}
