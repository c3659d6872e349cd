import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AttachmentTag, DocumentType } from '@cmms/shared/attachments';
import { isoDay, type Message, msg } from '@cmms/shared/i18n/message';
import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { forbidden, foundOr404, notFound } from '../../lib/errors';
import {
  isValidFileLink,
  LINK_LIFETIME_SECONDS,
  signedFilePath,
} from '../../lib/storage/signed-links';
import { storeUpload } from '../../lib/storage/store-upload';
import { recordActivity } from '../activity/activity.service';
import { loadVisibleAsset } from '../assets/assets.service';
import { loadVisibleTask, type TaskWithNames } from '../work-orders/work-orders.service';
import { attachmentPolicy } from './attachments.policy';
import { presentAttachment } from './attachments.presenter';
import {
  type AttachmentRow,
  deleteAttachmentRow,
  findAttachment,
  insertAttachment,
  listAttachmentRows,
  listChecklistPhotoRows,
} from './attachments.repository';

/**
 * Photos and files of work orders, assets and checklist cells (docs/work-order-record.md,
 * "Files"; docs/checklists.md, "Cell photos"). The bytes go to the file storage first, then the
 * row and its activity entry in one transaction; a failed transaction takes the stored bytes away
 * again, and a removed attachment's bytes go once its row is gone. One pipeline serves the three
 * owners; who may add or remove is the owner's feature's to decide (a checklist cell's photos are
 * checked by the checklists feature, which calls these).
 */
type Deps = Pick<ServiceDeps, 'db' | 'clock' | 'files' | 'config' | 'tokens'>;
type Asset = Awaited<ReturnType<typeof loadVisibleAsset>>;

/** One cell of a person's month of a checklist, as its photos' activity entries name it. */
export type ChecklistCellOwner = {
  checklistId: string;
  checklistName: string;
  siteId: string | null;
  userId: string;
  /** Whose cell it is, by name (a former assignee's is a message). */
  person: string | Message;
  day: string;
  itemId: string;
  itemName: string;
};
export type AttachmentOwner =
  | { task: TaskWithNames }
  | { asset: Asset }
  | { checklistCell: ChecklistCellOwner };
export type { AttachmentRow };

/**
 * Run in the transaction that writes or removes the row, before it: the owner's rule that must
 * still hold then (a checklist cell not saved meanwhile). Throws to refuse.
 */
type InTransactionCheck = (tx: DbOrTx) => Promise<void>;

const keysOf = (id: string) => ({
  key: `attachments/${id}/original`,
  thumbnailKey: `attachments/${id}/thumbnail`,
});

function ownerText(owner: AttachmentOwner): Message {
  if ('task' in owner) {
    return msg('attachmentErrors.ownerWorkOrder', {
      number: owner.task.workOrderNumber,
      title: owner.task.title,
    });
  }
  if ('asset' in owner) {
    return msg('attachmentErrors.ownerAsset', {
      number: owner.asset.assetNumber,
      name: owner.asset.name,
    });
  }
  const cell = owner.checklistCell;
  return msg('attachmentErrors.ownerChecklistCell', {
    item: cell.itemName,
    checklist: cell.checklistName,
    // The day as the checklist entries write it: ISO in English, the reader's form otherwise.
    day: isoDay(cell.day),
    person: cell.person,
  });
}

/** The owner's columns of its attachments. */
function ownerColumns(owner: AttachmentOwner) {
  if ('task' in owner) return { taskId: owner.task.id };
  if ('asset' in owner) return { assetId: owner.asset.id };
  const cell = owner.checklistCell;
  return {
    checklistId: cell.checklistId,
    checklistUserId: cell.userId,
    checklistDay: cell.day,
    checklistItemId: cell.itemId,
  };
}

/**
 * Where the entry goes: the owner's family, site and ids, so the log shows it to whoever may see
 * the owner (a checklist's entry names the person whose cell it is, as its ticks do).
 */
function activityOf(owner: AttachmentOwner) {
  if ('task' in owner) {
    return {
      family: 'task',
      siteId: owner.task.siteId,
      metadata: { taskId: owner.task.id },
    } as const;
  }
  if ('asset' in owner) {
    return {
      family: 'asset',
      siteId: owner.asset.siteId,
      metadata: { assetId: owner.asset.id },
    } as const;
  }
  const cell = owner.checklistCell;
  return {
    family: 'checklist',
    siteId: cell.siteId,
    metadata: {
      checklistId: cell.checklistId,
      userId: cell.userId,
      itemId: cell.itemId,
      date: cell.day,
    },
  } as const;
}

function logAttachment(
  tx: DbOrTx,
  actor: UserActor,
  owner: AttachmentOwner,
  { row, added }: { row: AttachmentRow; added: boolean },
) {
  const values = { kind: row.kind, name: row.name, owner: ownerText(owner) };
  const { family, siteId, metadata } = activityOf(owner);
  // A checklist cell takes photos only: its entries say so (checklist_photo_added).
  const what = family === 'checklist' ? 'photo' : 'attachment';
  return recordActivity(tx, actor, {
    action: `${family}_${what}_${added ? 'added' : 'removed'}`,
    description: added
      ? msg('attachmentErrors.activityAdded', values)
      : msg('attachmentErrors.activityRemoved', values),
    type: family,
    siteId,
    metadata: { ...metadata, attachmentId: row.id },
  });
}

/**
 * Stores an uploaded file for its owner and writes its row and activity entry. A checklist cell
 * takes photos only (a document is a 400). `check` runs in the row's transaction, before it is
 * written.
 */
export async function addAttachment(
  deps: Pick<Deps, 'db' | 'files'> & { config: Pick<Deps['config'], 'uploadMaxBytes'> },
  actor: UserActor,
  owner: AttachmentOwner,
  file: {
    stream: Readable;
    fileName: string;
    tag: AttachmentTag | undefined;
    documentType?: DocumentType | undefined;
    expiresOn?: string | undefined;
    isTruncated: () => boolean;
  },
  { check }: { check?: InTransactionCheck } = {},
) {
  const id = randomUUID();
  const keys = keysOf(id);
  const stored = await storeUpload(deps.files, {
    stream: file.stream,
    fileName: file.fileName,
    isTruncated: file.isTruncated,
    ...keys,
    maxBytes: deps.config.uploadMaxBytes,
    photosOnly: 'checklistCell' in owner,
  });
  try {
    return await deps.db.transaction(async (tx) => {
      await check?.(tx);
      const row = await insertAttachment(tx, {
        id,
        ...ownerColumns(owner),
        kind: stored.kind,
        // Before and after are what a photo shows; a document has neither.
        tag: stored.kind === 'photo' ? (file.tag ?? null) : null,
        // What a document is, and when it runs out, are said of an asset's documents.
        ...(stored.kind === 'document' && 'asset' in owner
          ? { documentType: file.documentType ?? null, expiresOn: file.expiresOn ?? null }
          : {}),
        name: file.fileName,
        contentType: stored.contentType,
        sizeBytes: stored.sizeBytes,
        storageKey: keys.key,
        thumbnailKey: stored.thumbnail ? keys.thumbnailKey : null,
        uploadedBy: actor.id,
        uploadedByName: actor.name,
      });
      await logAttachment(tx, actor, owner, { row, added: true });
      return row;
    });
  } catch (error) {
    await Promise.all([deps.files.delete(keys.key), deps.files.delete(keys.thumbnailKey)]).catch(
      () => undefined,
    );
    throw error;
  }
}

export const listAttachments = (
  deps: Pick<Deps, 'db'>,
  owner: { taskId: string } | { assetId: string },
) => listAttachmentRows(deps.db, owner);

/**
 * The photos of one person's days of a checklist, `first` to `last`, oldest first: one read of
 * the index attachments_checklist_idx for a whole month, however many cells have photos.
 */
export const listChecklistPhotos = (
  deps: Pick<Deps, 'db'>,
  month: { checklistId: string; userId: string; first: string; last: string },
) => listChecklistPhotoRows(deps.db, month);

/** A checklist cell's photo by its id, or null: its checklist's feature decides who sees it. */
export async function findChecklistPhoto(
  deps: Pick<Deps, 'db'>,
  { checklistId, id }: { checklistId: string; id: string },
) {
  const row = await findAttachment(deps.db, id);
  return row?.checklistId === checklistId ? row : null;
}

/**
 * A work order's or asset's attachment, if the caller may see what it belongs to; 404 otherwise.
 * A checklist cell's photo is not reached here but through its checklist
 * (DELETE /checklists/{id}/progress/photos/{photoId}): this feature cannot tell who sees a grid.
 */
export async function loadVisibleAttachment(deps: Pick<Deps, 'db'>, actor: UserActor, id: string) {
  const row = foundOr404(await findAttachment(deps.db, id), msg('attachmentErrors.notFound'));
  let owner: AttachmentOwner;
  if (row.taskId) owner = { task: await loadVisibleTask(deps, actor, row.taskId) };
  else if (row.assetId) owner = { asset: await loadVisibleAsset(deps, actor, row.assetId) };
  else throw notFound(msg('attachmentErrors.notFound'));
  return { row, owner };
}

/** DELETE /attachments/{id}: a work order's or asset's, by its uploader or the leads. */
export async function removeAttachment(
  deps: Pick<Deps, 'db' | 'files'>,
  actor: UserActor,
  found: { row: AttachmentRow; owner: AttachmentOwner },
) {
  if (!attachmentPolicy.mayRemove(actor, found.row)) {
    throw forbidden(msg('attachmentErrors.notYours'));
  }
  await deleteAttachment(deps, actor, found);
}

/**
 * Removes an attachment its owner's feature has allowed: the row with its activity entry in one
 * transaction (after `check`, in it), then its bytes.
 */
export async function deleteAttachment(
  deps: Pick<Deps, 'db' | 'files'>,
  actor: UserActor,
  { row, owner }: { row: AttachmentRow; owner: AttachmentOwner },
  { check }: { check?: InTransactionCheck } = {},
) {
  await deps.db.transaction(async (tx) => {
    await check?.(tx);
    await deleteAttachmentRow(tx, row.id);
    await logAttachment(tx, actor, owner, { row, added: false });
  });
  const keys = [row.storageKey, ...(row.thumbnailKey ? [row.thumbnailKey] : [])];
  await Promise.all(keys.map((key) => deps.files.delete(key))).catch(() => undefined);
}

type Variant = 'original' | 'thumbnail';

/** Where the browser loads a variant from: a presigned URL of the store, or our signed link. */
async function linkOf(
  deps: Pick<Deps, 'files' | 'tokens' | 'clock'>,
  row: AttachmentRow,
  variant: Variant,
) {
  const key = variant === 'original' ? row.storageKey : (row.thumbnailKey ?? row.storageKey);
  const direct = await deps.files.directUrl(key, {
    contentType: variant === 'original' ? row.contentType : 'image/webp',
    fileName: row.name,
    expiresInSeconds: LINK_LIFETIME_SECONDS,
  });
  return (
    direct ?? signedFilePath(deps.tokens.secret, { id: row.id, variant, now: deps.clock.now() })
  );
}

async function linksOf(deps: Pick<Deps, 'files' | 'tokens' | 'clock'>, row: AttachmentRow) {
  return {
    url: await linkOf(deps, row, 'original'),
    thumbnailUrl: row.thumbnailKey ? await linkOf(deps, row, 'thumbnail') : null,
  };
}

/** An attachment as the screens read it, with its links: for the routes of every feature. */
export async function attachmentView(
  deps: Pick<Deps, 'files' | 'tokens' | 'clock'>,
  row: AttachmentRow,
) {
  return presentAttachment(row, await linksOf(deps, row));
}

/** GET /files/{id}/{variant}: the bytes a signed link names, while it is valid. */
export async function openSignedFile(
  deps: Pick<Deps, 'db' | 'files' | 'tokens' | 'clock'>,
  link: { id: string; variant: Variant; expires: number; signature: string },
) {
  if (!isValidFileLink(deps.tokens.secret, { ...link, now: deps.clock.now() })) {
    throw forbidden(msg('attachmentErrors.linkExpired'));
  }
  const row = foundOr404(await findAttachment(deps.db, link.id), msg('attachmentErrors.notFound'));
  const thumbnail = link.variant === 'thumbnail' && row.thumbnailKey !== null;
  const stream = await deps.files.get(thumbnail ? (row.thumbnailKey ?? '') : row.storageKey);
  if (!stream) throw notFound(msg('attachmentErrors.notFound'));
  return { stream, row, contentType: thumbnail ? 'image/webp' : row.contentType };
}
