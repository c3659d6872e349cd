import type { Attachment } from '@cmms/shared/attachments';
import { useState } from 'react';
import { useSession } from '../../../../lib/session';
import { mayDeleteAttachment } from '../../lib/attachment-permissions';
import { AttachmentViewer } from './attachment-viewer';
import { DeleteAttachmentDialog } from './delete-attachment-dialog';

/**
 * Who deletes the files of a list, and where, when their owner has its own rules (a checklist
 * cell's photos, issue 33): by default a work order's or an asset's.
 */
type OwnRules = {
  canDelete(attachment: Attachment): boolean;
  deletePath(id: string): string;
};

/**
 * What a list of files does with them: open a photo, delete a file the person may delete.
 * `itemProps` goes on each AttachmentItem; `dialogs` once, beside the list.
 */
export function useAttachmentActions(
  onDeleted: () => void,
  onWorkOrder: boolean,
  ownRules?: OwnRules,
) {
  const user = useSession()?.user ?? null;
  const [viewing, setViewing] = useState<Attachment | null>(null);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  const canDelete = (attachment: Attachment) =>
    ownRules ? ownRules.canDelete(attachment) : mayDeleteAttachment(user, attachment, onWorkOrder);

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
        deletePath={ownRules?.deletePath}
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
