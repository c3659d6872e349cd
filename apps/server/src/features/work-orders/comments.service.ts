import { msg } from '@cmms/shared/i18n/message';
import { mentionedIn } from '@cmms/shared/work-order-record';
import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { forbidden, foundOr404 } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { notifyUser } from '../notifications/notifications.service';
import { findWorkOrderReaders } from '../users/users.service';
import {
  type CommentRow,
  deleteCommentRow,
  findComment,
  insertComment,
  listCommentRows,
  updateCommentBody,
} from './comments.repository';
import type { TaskWithNames } from './work-orders.repository';

/**
 * The comments of a work order (docs/work-order-record.md): anyone who may see it may comment;
 * only the author edits or deletes their own. A comment that names someone who may see the work
 * order (`@Name`) tells them. Each change is in the activity log, under actions the timeline,
 * which shows the comment itself, leaves out (COMMENT_ACTIONS).
 */
type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

export type { CommentRow };

export const COMMENT_ACTIONS = ['task_commented', 'task_comment_edited', 'task_comment_deleted'];

/** Comments shown on one page; a thread longer than this is a thread nobody reads. */
const COMMENTS_SHOWN = 1000;

export const listTaskComments = (deps: Pick<Deps, 'db'>, taskId: string) =>
  listCommentRows(deps.db, taskId, COMMENTS_SHOWN);

const named = (task: TaskWithNames) => ({ number: task.workOrderNumber, title: task.title });

/** An excerpt for a notification: the first 140 characters. */
const excerpt = (body: string) => (body.length > 140 ? `${body.slice(0, 139)}…` : body);

/** Tells the people `body` mentions, but not those `before` already did, nor the author. */
async function notifyMentioned(
  tx: DbOrTx,
  actor: UserActor,
  task: TaskWithNames,
  { body, before = '', commentId }: { body: string; before?: string; commentId: string },
) {
  const people = await findWorkOrderReaders(tx, task);
  const already = new Set(mentionedIn(before, people));
  for (const userId of mentionedIn(body, people)) {
    if (userId === actor.id || already.has(userId)) continue;
    await notifyUser(tx, {
      userId,
      type: 'task_update',
      title: msg('workOrderRecord.notifyMentionedTitle'),
      body: msg('workOrderRecord.notifyMentionedBody', {
        name: actor.name,
        ...named(task),
        excerpt: excerpt(body),
      }),
      data: { taskId: task.id, workOrderNumber: task.workOrderNumber, commentId },
    });
  }
}

function logComment(
  tx: DbOrTx,
  actor: UserActor,
  task: TaskWithNames,
  action: (typeof COMMENT_ACTIONS)[number],
  commentId: string,
) {
  const description =
    action === 'task_commented'
      ? msg('workOrderRecord.activityCommented', named(task))
      : action === 'task_comment_edited'
        ? msg('workOrderRecord.activityCommentEdited', named(task))
        : msg('workOrderRecord.activityCommentDeleted', named(task));
  return recordActivity(tx, actor, {
    action,
    description,
    type: 'task',
    siteId: task.siteId,
    metadata: { taskId: task.id, workOrderNumber: task.workOrderNumber, commentId },
  });
}

/**
 * Writes a comment in the caller's transaction; `completion` marks the note written with a
 * Complete (work-orders.service.ts setTaskStatus).
 */
export async function writeComment(
  tx: DbOrTx,
  actor: UserActor,
  {
    task,
    body,
    completion = false,
  }: {
    task: TaskWithNames;
    body: string;
    completion?: boolean;
  },
) {
  const row = await insertComment(tx, {
    taskId: task.id,
    authorId: actor.id,
    authorName: actor.name,
    body,
    kind: completion ? 'completion' : 'comment',
  });
  await logComment(tx, actor, task, 'task_commented', row.id);
  await notifyMentioned(tx, actor, task, { body, commentId: row.id });
  return row;
}

export function addComment(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  task: TaskWithNames,
  body: string,
) {
  return deps.db.transaction((tx) => writeComment(tx, actor, { task, body }));
}

/** The comment, if it is on this work order and the caller wrote it: 404, then 403. */
async function loadOwnComment(tx: DbOrTx, actor: UserActor, task: TaskWithNames, id: string) {
  const comment = foundOr404(
    await findComment(tx, task.id, id),
    msg('workOrderRecord.commentNotFound'),
  );
  if (comment.authorId !== actor.id) throw forbidden(msg('workOrderRecord.notYourComment'));
  return comment;
}

export function editComment(
  deps: Deps,
  actor: UserActor,
  { task, commentId, body }: { task: TaskWithNames; commentId: string; body: string },
) {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const comment = await loadOwnComment(tx, actor, task, commentId);
    if (comment.body === body) return comment;
    const edited = await updateCommentBody(tx, comment.id, body, at);
    await logComment(tx, actor, task, 'task_comment_edited', comment.id);
    await notifyMentioned(tx, actor, task, { body, before: comment.body, commentId: comment.id });
    return edited;
  });
}

export function deleteComment(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  { task, commentId }: { task: TaskWithNames; commentId: string },
) {
  return deps.db.transaction(async (tx) => {
    const comment = await loadOwnComment(tx, actor, task, commentId);
    await deleteCommentRow(tx, comment.id);
    await logComment(tx, actor, task, 'task_comment_deleted', comment.id);
  });
}

/** A comment as the timeline shows it. */
export function presentComment(row: CommentRow) {
  return {
    kind: 'comment' as const,
    id: row.id,
    at: row.createdAt.toISOString(),
    author: { id: row.authorId, name: row.authorName },
    body: row.body,
    completion: row.kind === 'completion',
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}
