import {
  ACCEPTED_FILE_TYPES,
  type AcceptedFileType,
  ATTACHMENT_NAME_MAX_LENGTH,
  type AttachmentTag,
  attachmentPaths,
  type DocumentType,
  fileNameProblem,
  isPhotoType,
} from '@cmms/shared/attachments';
import { CHECKLIST_ROUTES } from '@cmms/shared/checklists';
import { type Message, msg } from '@cmms/shared/i18n/message';
import { t } from '../../../lib/i18n/i18n';
import type { ChangeDraft } from '../../../lib/offline/changes';
import { EXPIRING_TYPES } from './document-details';
import { photoForUpload } from './photo-resize';

/**
 * What a file is attached to: a work order or an asset, and how the list of waiting changes
 * names it ('WO-000012'); or one cell of a person's month of a checklist (issue 33), which takes
 * photos only, with the grid's subject and what the list says of the photo.
 */
export type AttachmentTarget =
  | { kind: 'task' | 'asset'; id: string; label: string }
  | {
      kind: 'checklist-cell';
      /** The checklist. */
      id: string;
      userId: string;
      day: string;
      itemId: string;
      /** The grid it is on (the checklist and person), as its ticks name it in the queue. */
      subject: string;
      summary: Message;
    };

type ProblemKey =
  | NonNullable<ReturnType<typeof fileNameProblem>>
  | 'attachmentErrors.typeNotAccepted';

const TYPES = Object.entries(ACCEPTED_FILE_TYPES) as [AcceptedFileType, readonly string[]][];

/** The type a name says by its extension, when it is one the server takes. */
export function typeOfName(name: string): AcceptedFileType | null {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (!name.includes('.')) return null;
  return TYPES.find(([, extensions]) => extensions.includes(extension))?.[0] ?? null;
}

/**
 * The name and type a file is sent with, or why it cannot be: the server's own name rule, and a
 * type it takes, checked here so no mobile data (or budget, offline) goes on a certain refusal.
 * A name without its extension gets the one its type has (a phone's "image" from the gallery).
 */
export function uploadNameOf(file: {
  name: string;
  type: string;
}): { name: string; type: AcceptedFileType } | { problem: ProblemKey } {
  const problem = fileNameProblem(file.name);
  if (problem) return { problem };
  const named = typeOfName(file.name);
  if (named) return { name: file.name, type: named };
  const byType = TYPES.find(([type]) => type === file.type);
  if (!byType) return { problem: 'attachmentErrors.typeNotAccepted' };
  const name = `${file.name}.${byType[1][0]}`;
  if (name.length > ATTACHMENT_NAME_MAX_LENGTH) return { problem: 'attachmentErrors.nameTooLong' };
  return { name, type: byType[0] };
}

/**
 * What is said of a file as it is sent: a photo's tag; an asset's document's type and, for a
 * warranty or certificate, the day it runs out (YYYY-MM-DD).
 */
export type AttachmentDetails = {
  tag?: AttachmentTag | null | undefined;
  documentType?: DocumentType | null | undefined;
  expiresOn?: string | null | undefined;
};

/**
 * The multipart fields sent before the file, of those that apply: a photo takes only its tag,
 * and only an asset's document a type and expiry (the server refuses a tag on a document, and
 * keeps no type for a work order's file); an expiry only with a type that runs out.
 */
function detailFields(
  target: AttachmentTarget,
  photo: boolean,
  details: AttachmentDetails,
): [string, string][] {
  if (target.kind === 'checklist-cell') {
    return [
      ['userId', target.userId],
      ['day', target.day],
      ['itemId', target.itemId],
    ];
  }
  if (photo) return details.tag ? [['tag', details.tag]] : [];
  const type = target.kind === 'asset' ? details.documentType : null;
  if (!type) return [];
  const fields: [string, string][] = [['documentType', type]];
  if (details.expiresOn && EXPIRING_TYPES.includes(type)) {
    fields.push(['expiresOn', details.expiresOn]);
  }
  return fields;
}

/** The upload as a change for the offline queue: POST, multipart, its fields before the file. */
export function attachmentDraft(
  target: AttachmentTarget,
  file: { name: string; type: string; size: number },
  details: AttachmentDetails,
): ChangeDraft {
  const photo = isPhotoType(file.type);
  const where =
    target.kind === 'checklist-cell'
      ? {
          kind: 'checklist-photo' as const,
          path: CHECKLIST_ROUTES.photos(target.id),
          subject: target.subject,
          summary: target.summary,
        }
      : {
          kind:
            target.kind === 'task' ? ('task-attachment' as const) : ('asset-attachment' as const),
          path:
            target.kind === 'task'
              ? attachmentPaths.ofTask(target.id)
              : attachmentPaths.ofAsset(target.id),
          subject: target.id,
          summary: photo
            ? msg('attachments.queuedPhoto', { target: target.label })
            : msg('attachments.queuedFile', { target: target.label, name: file.name }),
        };
  return {
    ...where,
    method: 'POST',
    body: null,
    file: {
      name: file.name,
      type: file.type,
      size: file.size,
      field: 'file',
      fields: detailFields(target, photo, details),
    },
  };
}

/** Refused on the device, with the reason in the reader's language. */
export class UploadProblem extends Error {
  override readonly name = 'UploadProblem';
}

/**
 * The name and type a file will be sent with; throws UploadProblem for one the server would
 * refuse. A photo is checked again once resized (its size drops).
 */
export function sendableAs(file: File, maxMb: number): { name: string; type: AcceptedFileType } {
  const sent = uploadNameOf(file);
  if ('problem' in sent) throw new UploadProblem(t(sent.problem));
  if (file.size > maxMb * 1024 * 1024) {
    throw new UploadProblem(t('attachmentErrors.tooLarge', { megabytes: maxMb }));
  }
  return sent;
}

/** The file as it is sent (a photo resized) and its change; throws UploadProblem. */
export async function prepareUpload(
  target: AttachmentTarget,
  chosen: File,
  details: AttachmentDetails,
  maxMb: number,
): Promise<{ draft: ChangeDraft; blob: Blob }> {
  const file = await photoForUpload(chosen);
  // A checklist cell takes photos only: the server's rule, checked before anything travels.
  if (target.kind === 'checklist-cell') {
    const named = uploadNameOf(file);
    const notPhoto =
      'problem' in named
        ? named.problem === 'attachmentErrors.typeNotAccepted'
        : !isPhotoType(named.type);
    if (notPhoto) throw new UploadProblem(t('attachmentErrors.photosOnly'));
  }
  const sent = sendableAs(file, maxMb);
  return { draft: attachmentDraft(target, { ...sent, size: file.size }, details), blob: file };
}
