import type { Attachment } from '@cmms/shared/attachments';
import type { TimelineEntry } from '@cmms/shared/work-order-record';
import { Camera, Paperclip } from 'lucide-react';
import { t } from '../../../../lib/i18n/i18n';
import type { QueuedChange } from '../../../../lib/offline';
import { AttachmentItem, WaitingAttachment } from '../../../assets/public';
import { TimelineItem } from './timeline-item';
import { WaitingBadge } from './waiting-badge';

type Entry = Extract<TimelineEntry, { kind: 'attachment' }>;
type ItemProps = (attachment: Attachment) => Parameters<typeof AttachmentItem>[0];

const iconOf = (photo: boolean) =>
  photo ? <Camera className="size-4" aria-hidden /> : <Paperclip className="size-4" aria-hidden />;

/** A photo or document in the timeline: who added it and when, its thumbnail or its row. */
export function TimelineAttachment({ entry, itemProps }: { entry: Entry; itemProps: ItemProps }) {
  const { attachment } = entry;
  return (
    <TimelineItem
      icon={iconOf(attachment.kind === 'photo')}
      tone="brand"
      who={attachment.uploadedBy.name}
      at={entry.at}
    >
      <AttachmentItem {...itemProps(attachment)} />
    </TimelineItem>
  );
}

/** A photo or document kept on this device, waiting to be sent (or refused, and why). */
export function TimelineWaitingAttachment({ change }: { change: QueuedChange }) {
  return (
    <TimelineItem
      icon={iconOf(change.file?.type.startsWith('image/') ?? false)}
      tone="waiting"
      who={t('workOrderPage.you')}
      at={change.madeAt}
    >
      <WaitingAttachment
        change={change}
        badge={<WaitingBadge state={change.state} reason={change.reason} />}
      />
    </TimelineItem>
  );
}
