import type { TimelineEntry, WorkOrderRecord } from '@cmms/shared/work-order-record';
import {
  Activity,
  CircleCheckBig,
  Clock,
  MessageSquare,
  Package,
  Plus,
  RefreshCw,
  UserRound,
} from 'lucide-react';
import { SectionCard } from '../../../../components/ui/section-card';
import { t } from '../../../../lib/i18n/i18n';
import type { QueuedChange } from '../../../../lib/offline';
import { notify } from '../../../../lib/toast';
import { AttachmentPicker, useAttachmentActions } from '../../../assets/public';
import { useAddComment, useRefreshAfter } from '../../api/work-order-record';
import type { WaitingComment } from '../../lib/record-changes';
import { CommentBody } from './comment-body';
import { CommentBox } from './comment-box';
import { TimelineAttachment, TimelineWaitingAttachment } from './timeline-attachment';
import { TimelineComment } from './timeline-comment';
import { TimelineItem } from './timeline-item';
import { WaitingBadge } from './waiting-badge';

type Event = Extract<TimelineEntry, { kind: 'event' }>;

/** An event's icon, by what its activity action is about ('task_status_changed', 'part_issued'). */
function EventIcon({ action }: { action: string }) {
  const className = 'size-4';
  if (/complet/.test(action)) return <CircleCheckBig className={className} aria-hidden />;
  if (/status|reopen|hold/.test(action)) return <RefreshCw className={className} aria-hidden />;
  if (/time|timer/.test(action)) return <Clock className={className} aria-hidden />;
  if (/part|material/.test(action)) return <Package className={className} aria-hidden />;
  if (/assign/.test(action)) return <UserRound className={className} aria-hidden />;
  if (/creat/.test(action)) return <Plus className={className} aria-hidden />;
  return <Activity className={className} aria-hidden />;
}

function TimelineEvent({ event }: { event: Event }) {
  return (
    <TimelineItem
      icon={<EventIcon action={event.action} />}
      tone="neutral"
      who={event.actor?.name ?? null}
      at={event.at}
    >
      <p className="text-sm wrap-anywhere text-slate-700">{event.text}</p>
    </TimelineItem>
  );
}

/**
 * The story of the work, oldest first: what happened, what people said and the photos and files
 * they added, then what is kept on this device, and the comment box and Add photo at the foot.
 */
export function TimelineSection({
  record,
  waiting,
  waitingFiles,
  userId,
}: {
  record: WorkOrderRecord;
  waiting: WaitingComment[];
  waitingFiles: QueuedChange[];
  userId: string;
}) {
  const addComment = useAddComment(record.task);
  const refresh = useRefreshAfter();
  const files = useAttachmentActions(refresh, true);
  const people = record.people;
  const empty = record.timeline.length === 0 && waiting.length === 0 && waitingFiles.length === 0;

  return (
    <SectionCard title={t('workOrderPage.timeline')}>
      {empty ? (
        <p className="text-sm text-slate-600">{t('workOrderPage.timelineEmpty')}</p>
      ) : (
        <ol className="relative space-y-5 before:absolute before:inset-y-2 before:start-4 before:w-px before:bg-slate-200">
          {record.timeline.map((entry) => {
            if (entry.kind === 'comment') {
              return (
                <TimelineComment
                  key={entry.id}
                  taskId={record.task.id}
                  comment={entry}
                  people={people}
                  mine={entry.author.id !== null && entry.author.id === userId}
                />
              );
            }
            if (entry.kind === 'attachment') {
              return (
                <TimelineAttachment key={entry.id} entry={entry} itemProps={files.itemProps} />
              );
            }
            return <TimelineEvent key={entry.id} event={entry} />;
          })}
          {waiting.map((comment) => (
            <TimelineItem
              key={comment.id}
              icon={<MessageSquare className="size-4" aria-hidden />}
              tone="waiting"
              who={t('workOrderPage.you')}
              at={comment.madeAt}
            >
              <div className="space-y-1 rounded-lg border border-dashed border-amber-300 px-3 py-2">
                <CommentBody body={comment.body} people={people} />
                <WaitingBadge state={comment.state} reason={comment.reason} />
              </div>
            </TimelineItem>
          ))}
          {waitingFiles.map((change) => (
            <TimelineWaitingAttachment key={change.id} change={change} />
          ))}
        </ol>
      )}
      {record.can.comment && (
        <div className="mt-5 border-t border-slate-100 pt-4">
          <CommentBox
            label={t('workOrderPage.addComment')}
            submitLabel={t('workOrderPage.sendComment')}
            people={people}
            busy={addComment.isPending}
            onSubmit={async (body) => {
              const result = await addComment.mutateAsync(body);
              if (result.queued) notify.info(t('offline.keptOnDevice'));
            }}
          />
          <div className="mt-4">
            <AttachmentPicker
              target={{ kind: 'task', id: record.task.id, label: record.task.workOrderNumber }}
              onSent={refresh}
            />
          </div>
        </div>
      )}
      {files.dialogs}
    </SectionCard>
  );
}
