import { type Attachment, attachmentRules } from '@cmms/shared/attachments';
import { workCallerOf } from '../../../lib/work-caller';

type Who = { id: string; role: string; permissions?: unknown };

/** On an asset, those who may change its status may add photos and documents (issue 33). */
export const mayAttachToAsset = (user: Who | null | undefined) =>
  !!user && attachmentRules.mayAttachToAsset(workCallerOf(user));

/**
 * Delete: the person who added it, or the leads of what it is on (who manage work orders, or
 * assets), by the rule the server keeps.
 */
export function mayDeleteAttachment(
  user: Who | null | undefined,
  attachment: Attachment,
  onWorkOrder: boolean,
) {
  if (!user) return false;
  return attachmentRules.mayRemove(
    { ...workCallerOf(user), id: user.id },
    { uploadedBy: attachment.uploadedBy.id, onWorkOrder },
  );
}
