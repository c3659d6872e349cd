import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taskComments } from './work-orders.table';

export type CommentRow = typeof taskComments.$inferSelect;

export async function insertComment(db: DbOrTx, values: typeof taskComments.$inferInsert) {
  const [row] = await db.insert(taskComments).values(values).returning();
  if (!row) throw new Error('a comment insert returned no row');
  return row;
}

export async function findComment(db: DbOrTx, taskId: string, commentId: string) {
  const [row] = await db
    .select()
    .from(taskComments)
    .where(and(eq(taskComments.id, commentId), eq(taskComments.taskId, taskId)));
  return row ?? null;
}

export async function updateCommentBody(db: DbOrTx, id: string, body: string, at: Date) {
  const [row] = await db
    .update(taskComments)
    .set({ body, editedAt: at })
    .where(eq(taskComments.id, id))
    .returning();
  if (!row) throw new Error(`comment ${id} vanished inside its own transaction`);
  return row;
}

export async function deleteCommentRow(db: DbOrTx, id: string) {
  await db.delete(taskComments).where(eq(taskComments.id, id));
}

/** A work order's thread, oldest first. */
export function listCommentRows(db: DbOrTx, taskId: string, limit: number) {
  return db
    .select()
    .from(taskComments)
    .where(eq(taskComments.taskId, taskId))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id))
    .limit(limit);
}
