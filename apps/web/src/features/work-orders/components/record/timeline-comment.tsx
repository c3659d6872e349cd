import type { TimelineEntry } from '@cmms/shared/work-order-record';
import { clsx } from 'clsx';
import { CircleCheckBig, MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { serverReasonOr } from '../../../../lib/api-error';
import { t } from '../../../../lib/i18n/i18n';
import { notify } from '../../../../lib/toast';
import { useDeleteComment, useEditComment } from '../../api/work-order-record';
import type { Person } from '../../lib/record-mentions';
import { formatInstant } from '../../lib/work-order-display';
import { CommentBody } from './comment-body';
import { CommentBox } from './comment-box';
import { TimelineItem } from './timeline-item';

type Comment = Extract<TimelineEntry, { kind: 'comment' }>;

/**
 * A comment in the timeline; a completion note is marked as one. Its author may edit it (it then
 * reads "edited") or delete it; both need the connection.
 */
export function TimelineComment({
  taskId,
  comment,
  people,
  mine,
}: {
  taskId: string;
  comment: Comment;
  people: readonly Person[];
  mine: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const edit = useEditComment(taskId);
  const remove = useDeleteComment(taskId);

  return (
    <TimelineItem
      icon={
        comment.completion ? (
          <CircleCheckBig className="size-4" aria-hidden />
        ) : (
          <MessageSquare className="size-4" aria-hidden />
        )
      }
      tone={comment.completion ? 'success' : 'brand'}
      who={comment.author.name}
      at={comment.at}
      tag={comment.completion ? t('workOrderPage.completionNote') : undefined}
      edited={
        comment.editedAt
          ? t('workOrderPage.edited', { at: formatInstant(comment.editedAt) })
          : undefined
      }
    >
      {editing ? (
        <CommentBox
          label={t('workOrderPage.editComment')}
          submitLabel={t('workOrderPage.saveComment')}
          people={people}
          initial={comment.body}
          busy={edit.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await edit.mutateAsync({ commentId: comment.id, body });
            setEditing(false);
          }}
        />
      ) : (
        <div
          className={clsx(
            'rounded-lg px-3 py-2',
            comment.completion ? 'border border-emerald-200 bg-emerald-50' : 'bg-slate-50',
          )}
        >
          <CommentBody body={comment.body} people={people} />
        </div>
      )}
      {mine && !editing && (
        <div className="mt-1 flex gap-1">
          <button
            type="button"
            className="inline-flex min-h-9 items-center gap-1 rounded-lg px-2 text-xs font-medium text-brand-700 hover:bg-brand-50"
            onClick={() => setEditing(true)}
          >
            <Pencil className="size-3.5" aria-hidden />
            {t('workOrderPage.edit')}
          </button>
          <button
            type="button"
            className="inline-flex min-h-9 items-center gap-1 rounded-lg px-2 text-xs font-medium text-red-700 hover:bg-red-50"
            onClick={() => setDeleting(true)}
          >
            <Trash2 className="size-3.5" aria-hidden />
            {t('workOrderPage.delete')}
          </button>
        </div>
      )}
      {mine && (
        <ConfirmDialog
          open={deleting}
          title={t('workOrderPage.deleteCommentTitle')}
          description={t('workOrderPage.deleteCommentBody')}
          confirmLabel={t('workOrderPage.delete')}
          tone="danger"
          busy={remove.isPending}
          onCancel={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(comment.id, {
              onSuccess: () => {
                setDeleting(false);
                notify.success(t('workOrderPage.commentDeleted'));
              },
              onError: (error) =>
                notify.error(serverReasonOr(error, t('workOrderPage.commentFailed'))),
            })
          }
        />
      )}
    </TimelineItem>
  );
}
