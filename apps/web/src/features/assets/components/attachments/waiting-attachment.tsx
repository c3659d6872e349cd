import { isPhotoType } from '@cmms/shared/attachments';
import type { ReactNode } from 'react';
import { type QueuedChange, type QueuedFile, useKeptFileUrl } from '../../../../lib/offline';
import { DocumentRow } from './document-row';
import { PhotoThumb } from './photo-thumb';

const tagOf = (file: QueuedFile) => {
  const value = file.fields.find(([name]) => name === 'tag')?.[1];
  return value === 'before' || value === 'after' ? value : null;
};

function WaitingPhoto({ changeId, file }: { changeId: string; file: QueuedFile }) {
  // Shown from the bytes kept on this device: the server has no URL for it yet.
  const url = useKeptFileUrl(changeId);
  return <PhotoThumb src={url} name={file.name} tag={tagOf(file)} />;
}

/**
 * A photo or document waiting on this device, with `badge` (Waiting to sync, or Not applied
 * and why).
 */
export function WaitingAttachment({ change, badge }: { change: QueuedChange; badge: ReactNode }) {
  const file = change.file;
  if (!file) return null;
  if (isPhotoType(file.type)) {
    return (
      <div className="space-y-1">
        <WaitingPhoto changeId={change.id} file={file} />
        {badge}
      </div>
    );
  }
  return (
    <DocumentRow name={file.name} size={file.size}>
      {badge}
    </DocumentRow>
  );
}
