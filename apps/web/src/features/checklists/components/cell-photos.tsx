import type { Attachment } from '@cmms/shared/attachments';
import { CHECKLIST_ROUTES, type ChecklistCaller } from '@cmms/shared/checklists';
import type { Message } from '@cmms/shared/i18n/message';
import { Camera } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n/i18n';
import { changeText, type QueuedChange } from '../../../lib/offline';
import { notify } from '../../../lib/toast';
import {
  AttachmentItem,
  uploadErrorText,
  useAttachmentActions,
  usePhotoSource,
  useUploadAttachment,
  WaitingAttachment,
} from '../../assets/public';
import { useRefreshChecklists } from '../api/checklists';
import { mayDeletePhoto } from '../lib/cell-photos';

/** Where a photo goes: one cell of one person's month, and what the queue says of it. */
export type CellPhotoTarget = {
  checklistId: string;
  userId: string;
  itemId: string;
  date: string;
  /** The grid it is on, as its ticks name it in the offline queue. */
  subject: string;
  summary: Message;
};

function WaitingState({ change }: { change: QueuedChange }) {
  return change.state === 'pending' ? (
    <p className="text-xs font-semibold text-amber-900">{t('offline.waitingToSync')}</p>
  ) : (
    <p className="max-w-28 text-xs wrap-anywhere text-red-800">
      {t('offline.notApplied', { reason: changeText(change.reason ?? '') })}
    </p>
  );
}

/**
 * A cell's photos (issue 33) in its dialog: the thumbnails, each opening the photo at full size
 * (with Delete for whoever may), those still waiting on this device, and Add photo (the camera,
 * on a phone) while the cell takes photos. Through the attachments' upload: resized on the
 * device, kept in the offline queue with its bytes when there is no signal.
 */
export function CellPhotos({
  target,
  photos,
  waiting,
  canAdd,
  lockedHint,
  locked,
  caller,
}: {
  target: CellPhotoTarget;
  photos: readonly Attachment[];
  waiting: readonly QueuedChange[];
  /** The caller may add one: they may record this cell, a day come, not saved. */
  canAdd: boolean;
  /** Say that a saved cell takes no more photos. */
  lockedHint: boolean;
  locked: boolean;
  caller: ChecklistCaller | null;
}) {
  const headingId = useId();
  const refresh = useRefreshChecklists();
  const upload = useUploadAttachment(
    {
      kind: 'checklist-cell',
      id: target.checklistId,
      userId: target.userId,
      day: target.date,
      itemId: target.itemId,
      subject: target.subject,
      summary: target.summary,
    },
    refresh,
  );
  const actions = useAttachmentActions(refresh, false, {
    canDelete: (photo) => mayDeletePhoto(caller, photo, locked),
    deletePath: (id) => CHECKLIST_ROUTES.photo(target.checklistId, id),
  });

  const send = (file: File) =>
    upload.mutate(
      { file },
      {
        onSuccess: (result) => {
          if (result.queued) notify.info(t('offline.keptOnDevice'));
          else notify.success(t('attachments.photoAdded'));
        },
        onError: (error) => notify.error(uploadErrorText(error)),
      },
    );
  const camera = usePhotoSource(send, 'cell-photo');

  if (photos.length === 0 && waiting.length === 0 && !canAdd && !lockedHint) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-2 border-t border-slate-100 pt-3">
      <h3 id={headingId} className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        {t('checklists.photos.title')}
      </h3>
      {(photos.length > 0 || waiting.length > 0) && (
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo) => (
            <li key={photo.id}>
              <AttachmentItem {...actions.itemProps(photo)} />
            </li>
          ))}
          {waiting.map((change) => (
            <li key={change.id}>
              <WaitingAttachment change={change} badge={<WaitingState change={change} />} />
            </li>
          ))}
        </ul>
      )}
      {canAdd && (
        <Button
          variant="secondary"
          icon={<Camera className="size-4" aria-hidden />}
          loading={upload.isPending}
          disabled={upload.isPending}
          onClick={() => void camera.open()}
        >
          {t('attachments.addPhoto')}
        </Button>
      )}
      {!canAdd && lockedHint && (
        <p className="text-sm text-slate-600">{t('checklists.photos.lockedHint')}</p>
      )}
      {camera.input}
      {actions.dialogs}
    </section>
  );
}
