import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type AttachmentRow, attachments } from './attachments.table';

export type { AttachmentRow };

export async function insertAttachment(db: DbOrTx, values: typeof attachments.$inferInsert) {
  const [row] = await db.insert(attachments).values(values).returning();
  if (!row) throw new Error('an attachment insert returned no row');
  return row;
}

export async function findAttachment(db: DbOrTx, id: string) {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id));
  return row ?? null;
}

export async function deleteAttachmentRow(db: DbOrTx, id: string) {
  await db.delete(attachments).where(eq(attachments.id, id));
}

/** What a work order or an asset holds, newest first. */
export function listAttachmentRows(db: DbOrTx, owner: { taskId: string } | { assetId: string }) {
  return db
    .select()
    .from(attachments)
    .where(
      'taskId' in owner
        ? eq(attachments.taskId, owner.taskId)
        : eq(attachments.assetId, owner.assetId),
    )
    .orderBy(desc(attachments.createdAt));
}
