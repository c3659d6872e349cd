import { isPhotoType } from '@cmms/shared/attachments';
import type { ReactNode } from 'react';
import { type QueuedChange, type QueuedFile, useKeptFileUrl } from '../../../../lib/offline';
import { isDocumentType } from '../../lib/document-details';
import { DocumentRow } from './document-row';
import { PhotoThumb } from './photo-thumb';

const fieldOf = (file: QueuedFile, field: string) =>
  file.fields.find(([name]) => name === field)?.[1];

const tagOf = (file: QueuedFile) => {
  const value = fieldOf(file, 'tag');
  return value === 'before' || value === 'after' ? value : null;
};

/** A waiting document's type and expiry, read back from the fields it will be sent with. */
const describedOf = (file: QueuedFile) => {
  const type = fieldOf(file, 'documentType');
  return {
    documentType: isDocumentType(type) ? type : null,
    expiresOn: fieldOf(file, 'expiresOn') ?? null,
  };
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
    <DocumentRow name={file.name} size={file.size} described={describedOf(file)}>
      {badge}
    </DocumentRow>
  );
}
