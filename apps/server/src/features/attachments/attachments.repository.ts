import { and, asc, between, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assets } from '../assets/assets.table';
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

/**
 * The photos of one person's days of a checklist, oldest first, by attachments_checklist_idx
 * (checklist, person, day).
 */
export function listChecklistPhotoRows(
  db: DbOrTx,
  month: { checklistId: string; userId: string; first: string; last: string },
) {
  return db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.checklistId, month.checklistId),
        eq(attachments.checklistUserId, month.userId),
        between(attachments.checklistDay, month.first, month.last),
      ),
    )
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}

/**
 * Documents of assets that run out by `until` and were not warned of yet, marked warned at `at`;
 * rows another pass holds are skipped (a second instance warns of none twice).
 */
export async function claimExpiringDocuments(
  db: DbOrTx,
  { until, at }: { until: string; at: Date },
) {
  const due = db
    .select({ id: attachments.id })
    .from(attachments)
    .where(
      and(
        isNotNull(attachments.expiresOn),
        isNull(attachments.expiryWarnedAt),
        lte(attachments.expiresOn, until),
      ),
    )
    .limit(500)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(attachments)
    .set({ expiryWarnedAt: at })
    .where(inArray(attachments.id, due))
    .returning({
      id: attachments.id,
      assetId: attachments.assetId,
      name: attachments.name,
      expiresOn: attachments.expiresOn,
    });
  if (claimed.length === 0) return [];
  const owners = await db
    .select({
      id: assets.id,
      name: assets.name,
      assetNumber: assets.assetNumber,
      siteId: assets.siteId,
    })
    .from(assets)
    .where(
      inArray(
        assets.id,
        claimed.map((row) => row.assetId).filter((id): id is string => id !== null),
      ),
    );
  const byId = new Map(owners.map((owner) => [owner.id, owner]));
  return claimed.flatMap((row) => {
    const owner = row.assetId ? byId.get(row.assetId) : undefined;
    return owner && row.expiresOn
      ? [
          {
            id: row.id,
            name: row.name,
            expiresOn: row.expiresOn,
            assetId: owner.id,
            assetName: owner.name,
            assetNumber: owner.assetNumber,
            siteId: owner.siteId,
          },
        ]
      : [];
  });
}
