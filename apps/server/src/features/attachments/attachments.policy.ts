import { attachmentRules } from '@cmms/shared/attachments';
import type { UserActor } from '../../lib/actor';

/** Who may attach and remove files: attachmentRules (@cmms/shared/attachments), the screens' too. */
export const attachmentPolicy = {
  mayAttachToTask: (actor: UserActor) => attachmentRules.mayAttachToTask(actor),
  mayAttachToAsset: (actor: UserActor) => attachmentRules.mayAttachToAsset(actor),
  mayReadAssetFiles: (actor: UserActor) => attachmentRules.mayReadAssetFiles(actor),
  mayRemove: (actor: UserActor, row: { uploadedBy: string | null; taskId: string | null }) =>
    attachmentRules.mayRemove(actor, {
      uploadedBy: row.uploadedBy,
      onWorkOrder: row.taskId !== null,
    }),
};
