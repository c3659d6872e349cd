import type { Attachment } from '@cmms/shared/attachments';
import { Download, Trash2 } from 'lucide-react';
import { Button, buttonClass } from '../../../../components/ui/button';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { formats, t } from '../../../../lib/i18n/i18n';
import { fileSizeText } from '../../lib/file-size';
import { TagBadge } from './tag-badge';

/**
 * A photo at full size in a modal dialog (focus, Escape and the way back are the native
 * dialog's): its name, tag, who added it and when, a download link, and Delete when allowed.
 */
export function AttachmentViewer({
  attachment,
  canDelete,
  onDelete,
  onClose,
}: {
  /** The photo shown; null: closed. */
  attachment: Attachment | null;
  canDelete: boolean;
  onDelete(attachment: Attachment): void;
  onClose(): void;
}) {
  return (
    <FormDialog open={attachment !== null} title={attachment?.name ?? ''} wide onClose={onClose}>
      {attachment && (
        <div className="space-y-3 px-5 py-4">
          <img
            src={attachment.url}
            alt={attachment.name}
            className="max-h-[65dvh] w-full rounded-lg bg-slate-900 object-contain"
          />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            {attachment.tag && <TagBadge tag={attachment.tag} />}
            <span>
              {t('attachments.addedBy', {
                name: attachment.uploadedBy.name,
                time: formats().dateTime(attachment.createdAt, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })}
            </span>
            <span>{fileSizeText(attachment.size)}</span>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            {canDelete && (
              <Button
                variant="secondary"
                icon={<Trash2 className="size-4 text-red-700" aria-hidden />}
                onClick={() => onDelete(attachment)}
              >
                {t('attachments.delete')}
              </Button>
            )}
            <a
              href={attachment.url}
              download={attachment.name}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('primary')}
            >
              <Download className="size-4" aria-hidden />
              {t('attachments.download')}
            </a>
          </div>
        </div>
      )}
    </FormDialog>
  );
}
