import type { Asset } from '@cmms/shared/assets';
import { isPhotoType } from '@cmms/shared/attachments';
import { KeptNotice, NotKeptMessage } from '../../../../components/ui/kept-notice';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { SectionCard } from '../../../../components/ui/section-card';
import { t } from '../../../../lib/i18n/i18n';
import { changeText, type QueuedChange, useQueuedChanges } from '../../../../lib/offline';
import { useKeptAnswer } from '../../../../lib/offline/kept-answer';
import { useSession } from '../../../../lib/session';
import { useAssetAttachments, useAssetAttachmentsRefresh } from '../../api/attachments';
import { mayAttachToAsset } from '../../lib/attachment-permissions';
import { useAttachmentActions } from './attachment-actions';
import { AttachmentItem } from './attachment-item';
import { AttachmentPicker } from './attachment-picker';
import { WaitingAttachment } from './waiting-attachment';

function KeptState({ change }: { change: QueuedChange }) {
  return change.state === 'pending' ? (
    <p className="text-xs font-semibold text-amber-900">{t('offline.waitingToSync')}</p>
  ) : (
    <p className="text-xs text-red-800">
      {t('offline.notApplied', { reason: changeText(change.reason ?? '') })}
    </p>
  );
}

/**
 * The asset's photos and documents (issue 33): thumbnails, then document rows, newest first,
 * with those waiting on this device before them; Add photo and Attach file for those who may
 * change the asset's status.
 */
export function AssetAttachmentsSection({ asset }: { asset: Asset }) {
  const user = useSession()?.user ?? null;
  const list = useAssetAttachments(asset.id);
  const kept = useKeptAnswer(list);
  const refresh = useAssetAttachmentsRefresh(asset.id);
  const actions = useAttachmentActions(refresh, false);
  const waiting = useQueuedChanges()
    .filter((change) => change.kind === 'asset-attachment' && change.subject === asset.id)
    .reverse();
  const waitingPhotos = waiting.filter((change) => isPhotoType(change.file?.type ?? ''));
  const waitingDocuments = waiting.filter((change) => !waitingPhotos.includes(change));
  const attachments = list.data ?? [];
  const photos = attachments.filter((attachment) => attachment.kind === 'photo');
  const documents = attachments.filter((attachment) => attachment.kind === 'document');
  const empty = list.data !== undefined && attachments.length === 0 && waiting.length === 0;

  return (
    <SectionCard title={t('attachments.section')}>
      <div className="space-y-4">
        {kept.keptAt !== null && <KeptNotice at={kept.keptAt} />}
        {kept.notKept && <NotKeptMessage />}
        {kept.failed && (
          <LoadFailed
            message={t('attachments.loadFailed')}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.isPending && !kept.notKept && (
          <p className="text-sm text-slate-600">{t('common.loading')}</p>
        )}
        {empty && <p className="text-sm text-slate-600">{t('attachments.empty')}</p>}
        {(waitingPhotos.length > 0 || photos.length > 0) && (
          <ul className="flex flex-wrap gap-3">
            {waitingPhotos.map((change) => (
              <li key={change.id}>
                <WaitingAttachment change={change} badge={<KeptState change={change} />} />
              </li>
            ))}
            {photos.map((photo) => (
              <li key={photo.id}>
                <AttachmentItem {...actions.itemProps(photo)} />
              </li>
            ))}
          </ul>
        )}
        {(waitingDocuments.length > 0 || documents.length > 0) && (
          <ul className="grid gap-2 sm:grid-cols-2">
            {waitingDocuments.map((change) => (
              <li key={change.id}>
                <WaitingAttachment change={change} badge={<KeptState change={change} />} />
              </li>
            ))}
            {documents.map((document) => (
              <li key={document.id}>
                <AttachmentItem {...actions.itemProps(document)} />
              </li>
            ))}
          </ul>
        )}
        {mayAttachToAsset(user) && (
          <div className="border-t border-slate-100 pt-4">
            <AttachmentPicker
              target={{ kind: 'asset', id: asset.id, label: asset.assetNumber }}
              onSent={refresh}
            />
          </div>
        )}
      </div>
      {actions.dialogs}
    </SectionCard>
  );
}
