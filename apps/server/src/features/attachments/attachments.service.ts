import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AttachmentTag, DocumentType } from '@cmms/shared/attachments';
import { type Message, msg } from '@cmms/shared/i18n/message';
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
} from './attachments.repository';

/**
 * Photos and files of work orders and assets (docs/work-order-record.md, "Files"). The bytes go
 * to the file storage first, then the row and its activity entry in one transaction; a failed
 * transaction takes the stored bytes away again, and a removed attachment's bytes go once its
 * row is gone.
 */
type Deps = Pick<ServiceDeps, 'db' | 'clock' | 'files' | 'config' | 'tokens'>;
type Asset = Awaited<ReturnType<typeof loadVisibleAsset>>;
export type AttachmentOwner = { task: TaskWithNames } | { asset: Asset };
export type { AttachmentRow };

const keysOf = (id: string) => ({
  key: `attachments/${id}/original`,
  thumbnailKey: `attachments/${id}/thumbnail`,
});

function ownerText(owner: AttachmentOwner): Message {
  return 'task' in owner
    ? msg('attachmentErrors.ownerWorkOrder', {
        number: owner.task.workOrderNumber,
        title: owner.task.title,
      })
    : msg('attachmentErrors.ownerAsset', {
        number: owner.asset.assetNumber,
        name: owner.asset.name,
      });
}

function logAttachment(
  tx: DbOrTx,
  actor: UserActor,
  owner: AttachmentOwner,
  { row, added }: { row: AttachmentRow; added: boolean },
) {
  const values = { kind: row.kind, name: row.name, owner: ownerText(owner) };
  return recordActivity(tx, actor, {
    action: `${'task' in owner ? 'task' : 'asset'}_attachment_${added ? 'added' : 'removed'}`,
    description: added
      ? msg('attachmentErrors.activityAdded', values)
      : msg('attachmentErrors.activityRemoved', values),
    type: 'task' in owner ? 'task' : 'asset',
    siteId: 'task' in owner ? owner.task.siteId : owner.asset.siteId,
    metadata: {
      ...('task' in owner ? { taskId: owner.task.id } : { assetId: owner.asset.id }),
      attachmentId: row.id,
    },
  });
}

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
) {
  const id = randomUUID();
  const keys = keysOf(id);
  const stored = await storeUpload(deps.files, {
    stream: file.stream,
    fileName: file.fileName,
    isTruncated: file.isTruncated,
    ...keys,
    maxBytes: deps.config.uploadMaxBytes,
  });
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await insertAttachment(tx, {
        id,
        ...('task' in owner ? { taskId: owner.task.id } : { assetId: owner.asset.id }),
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

/** The attachment, if the caller may see what it belongs to; 404 otherwise. */
export async function loadVisibleAttachment(deps: Pick<Deps, 'db'>, actor: UserActor, id: string) {
  const row = foundOr404(await findAttachment(deps.db, id), msg('attachmentErrors.notFound'));
  const owner: AttachmentOwner = row.taskId
    ? { task: await loadVisibleTask(deps, actor, row.taskId) }
    : { asset: await loadVisibleAsset(deps, actor, row.assetId ?? '') };
  return { row, owner };
}

export async function removeAttachment(
  deps: Pick<Deps, 'db' | 'files'>,
  actor: UserActor,
  { row, owner }: { row: AttachmentRow; owner: AttachmentOwner },
) {
  if (!attachmentPolicy.mayRemove(actor, row)) throw forbidden(msg('attachmentErrors.notYours'));
  await deps.db.transaction(async (tx) => {
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
