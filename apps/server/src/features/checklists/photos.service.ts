import type { CellPhotoFields } from '@cmms/shared/checklists';
import { msg } from '@cmms/shared/i18n/message';
import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { IncomingFile } from '../../lib/http/uploads';
import {
  type AttachmentRow,
  addAttachment,
  type ChecklistCellOwner,
  deleteAttachment,
  findChecklistPhoto,
} from '../attachments/attachments.service';
import { checklistPolicy } from './checklists.policy';
import type { ChecklistWithParts } from './checklists.repository';
import { lockCells } from './progress.repository';
import { assertAssigned, personName, todayOfTicks } from './progress.service';

/**
 * Photos on a checklist's cells (issue 33, docs/checklists.md "Cell photos"): a meter read, a
 * panel found open. The attachments' pipeline stores them (streamed, typed by their bytes,
 * re-encoded without metadata, a thumbnail made); this feature decides who may add and remove
 * them, by the rules of the cells' ticks, and lists them with the month.
 */
type Deps = Pick<ServiceDeps, 'db' | 'clock' | 'files' | 'config'>;
type Cell = { userId: string; day: string; itemId: string };

/** The cell as the photo's activity entries name it. */
function cellOwner(checklist: ChecklistWithParts, cell: Cell): ChecklistCellOwner {
  return {
    checklistId: checklist.id,
    checklistName: checklist.name,
    siteId: checklist.siteId,
    userId: cell.userId,
    person: personName(checklist, cell.userId),
    day: cell.day,
    itemId: cell.itemId,
    itemName: checklist.items.find((item) => item.id === cell.itemId)?.name ?? '',
  };
}

/** Whether the cell is saved (locked); its row, if it has one, held for the transaction. */
async function isLocked(db: DbOrTx, checklistId: string, cell: Cell) {
  const [row] = await lockCells(db, checklistId, cell.userId, [
    { itemId: cell.itemId, date: cell.day },
  ]);
  return row?.locked === true;
}

/** The locked cell's 409, as for a change of its value. */
async function assertOpen(db: DbOrTx, checklistId: string, cell: Cell) {
  if (await isLocked(db, checklistId, cell)) throw conflict(msg('checklists.locked'));
}

/**
 * A photo may go on a cell as a tick may be recorded there: by whoever may record that
 * person's cells (field staff only their own), on an item of the checklist, on a day not after
 * today at the checklist's site, for someone assigned, and not once the cell is saved (locked).
 */
async function assertMayAddPhoto(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: UserActor,
  checklist: ChecklistWithParts,
  cell: Cell,
) {
  checklistPolicy.assertMayRecordFor(actor, cell.userId);
  if (!checklist.items.some((item) => item.id === cell.itemId)) {
    const message = msg('checklists.itemNotInChecklist');
    throw badRequest(message, { itemId: message });
  }
  const today = await todayOfTicks(deps.db, checklist, cell.userId, deps.clock.now());
  if (cell.day > today) {
    const message = msg('checklists.futureDay');
    throw badRequest(message, { day: message });
  }
  await assertAssigned(deps.db, checklist.id, cell.userId);
  await assertOpen(deps.db, checklist.id, cell);
}

/**
 * POST /checklists/{id}/progress/photos: checked before the file is read (a refused photo
 * costs no upload), stored, then written with its activity entry in a transaction that checks
 * again that the person is assigned and the cell not saved meanwhile. The row, for the caller
 * to present (attachmentView).
 */
export async function addCellPhoto(
  deps: Pick<Deps, 'db' | 'clock' | 'files'> & {
    config: Pick<Deps['config'], 'uploadMaxBytes'>;
  },
  actor: UserActor,
  {
    checklist,
    fields,
    file,
  }: { checklist: ChecklistWithParts; fields: CellPhotoFields; file: IncomingFile },
) {
  await assertMayAddPhoto(deps, actor, checklist, fields);
  return addAttachment(
    deps,
    actor,
    { checklistCell: cellOwner(checklist, fields) },
    { ...file, tag: undefined },
    {
      check: async (tx) => {
        await assertAssigned(tx, checklist.id, fields.userId);
        await assertOpen(tx, checklist.id, fields);
      },
    },
  );
}

/**
 * A photo of the checklist's cells, if the caller may read the month it is in (field staff only
 * their own); 404 otherwise, as for a checklist they may not see.
 */
async function loadVisibleCellPhoto(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  checklist: ChecklistWithParts,
  photoId: string,
): Promise<{ row: AttachmentRow; cell: Cell }> {
  const row = await findChecklistPhoto(deps, { checklistId: checklist.id, id: photoId });
  const userId = row?.checklistUserId;
  if (
    !row ||
    !userId ||
    !row.checklistDay ||
    !row.checklistItemId ||
    !checklistPolicy.mayReadProgressOf(actor, userId)
  ) {
    throw notFound(msg('checklists.photos.notFound'));
  }
  return { row, cell: { userId, day: row.checklistDay, itemId: row.checklistItemId } };
}

/**
 * DELETE /checklists/{id}/progress/photos/{photoId}: supervisors, managers and administrators,
 * or its uploader while the cell is not saved (checked in the removal's transaction, the cell's
 * row held, so a Save cannot slip between).
 */
export async function removeCellPhoto(
  deps: Pick<Deps, 'db' | 'files'>,
  actor: UserActor,
  { checklist, photoId }: { checklist: ChecklistWithParts; photoId: string },
) {
  const { row, cell } = await loadVisibleCellPhoto(deps, actor, checklist, photoId);
  await deleteAttachment(
    deps,
    actor,
    { row, owner: { checklistCell: cellOwner(checklist, cell) } },
    {
      check: async (tx) =>
        checklistPolicy.assertMayRemovePhoto(actor, {
          uploadedBy: row.uploadedBy,
          locked: await isLocked(tx, checklist.id, cell),
        }),
    },
  );
}
