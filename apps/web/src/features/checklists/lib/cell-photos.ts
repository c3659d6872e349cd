import type { Attachment } from '@cmms/shared/attachments';
import { type ChecklistCaller, checklistRules, type MonthProgress } from '@cmms/shared/checklists';
import { msg } from '@cmms/shared/i18n/message';
import type { QueuedChange } from '../../../lib/offline';
import { cellKey } from './grid-cells';

/**
 * Photos on a checklist's cells (issue 33, docs/checklists.md "Cell photos"): those the server
 * has, listed with the month, and those waiting on this device, both by cell (`itemId|date`).
 */

/** The month's photos by cell, oldest first. A month kept from before has none. */
export function photosByCell(month: Pick<MonthProgress, 'photos'> | undefined) {
  const photos = new Map<string, Attachment[]>();
  for (const cell of month?.photos ?? []) photos.set(cellKey(cell.itemId, cell.date), cell.photos);
  return photos;
}

const fieldOf = (change: QueuedChange, name: string) =>
  change.file?.fields.find(([field]) => field === name)?.[1] ?? '';

/**
 * The photos of one grid (`subject`: the checklist and person) kept on this device, waiting or
 * refused, by cell, in the order they were taken.
 */
export function waitingPhotosByCell(changes: readonly QueuedChange[], subject: string) {
  const waiting = new Map<string, QueuedChange[]>();
  for (const change of changes) {
    if (change.kind !== 'checklist-photo' || change.subject !== subject) continue;
    const key = cellKey(fieldOf(change, 'itemId'), fieldOf(change, 'day'));
    waiting.set(key, [...(waiting.get(key) ?? []), change]);
  }
  return waiting;
}

/** How many photos a cell shows: the server's and those still waiting to be sent. */
export function photoCounts(
  photos: ReadonlyMap<string, readonly Attachment[]>,
  waiting: ReadonlyMap<string, readonly QueuedChange[]>,
) {
  const counts = new Map<string, number>();
  for (const [key, list] of photos) counts.set(key, list.length);
  for (const [key, list] of waiting) {
    const pending = list.filter((change) => change.state === 'pending').length;
    if (pending > 0) counts.set(key, (counts.get(key) ?? 0) + pending);
  }
  return counts;
}

/** What the list of waiting changes says of a cell's photo ('Rounds: HT meter, 2026-06-03, photo added'). */
export const photoSummary = (checklistName: string | undefined, itemName: string, date: string) =>
  msg('checklists.photos.queued', {
    checklist: checklistName ?? msg('checklists.grid.queueChecklist'),
    item: itemName,
    date,
  });

/**
 * Delete is offered as the server allows it: supervisors, managers and administrators any;
 * its uploader while the cell is not saved (locked).
 */
export const mayDeletePhoto = (
  caller: ChecklistCaller | null,
  photo: Pick<Attachment, 'uploadedBy'>,
  locked: boolean,
) =>
  caller !== null &&
  checklistRules.mayRemovePhoto(caller, { uploadedBy: photo.uploadedBy.id, locked }) === 'yes';
