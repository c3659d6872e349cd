import { msg } from '@cmms/shared/i18n/message';
import { describe, expect, it } from 'vitest';
import { changeText } from '../../../lib/offline';
import {
  attachmentDraft,
  prepareUpload,
  sendableAs,
  typeOfName,
  UploadProblem,
  uploadNameOf,
} from './attachment-upload';

const task = { kind: 'task', id: 't1', label: 'WO-000012' } as const;
const asset = { kind: 'asset', id: 'as1', label: 'AST-0042' } as const;

describe('the name and type a file is sent with', () => {
  it('takes the type its extension says, in any case', () => {
    expect(typeOfName('Pump.JPEG')).toBe('image/jpeg');
    expect(typeOfName('report.xlsx')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(typeOfName('notes.txt')).toBeNull();
    expect(typeOfName('pdf')).toBeNull();
  });

  it('gives a name without its extension the one of its type', () => {
    expect(uploadNameOf({ name: 'image', type: 'image/png' })).toEqual({
      name: 'image.png',
      type: 'image/png',
    });
  });

  it('refuses, before any byte is sent, a type the server does not take and a path', () => {
    expect(uploadNameOf({ name: 'notes.txt', type: 'text/plain' })).toEqual({
      problem: 'attachmentErrors.typeNotAccepted',
    });
    expect(uploadNameOf({ name: 'a/b.pdf', type: 'application/pdf' })).toEqual({
      problem: 'attachmentErrors.nameHasPath',
    });
    expect(uploadNameOf({ name: `${'x'.repeat(252)}`, type: 'image/jpeg' })).toEqual({
      problem: 'attachmentErrors.nameTooLong',
    });
  });
});

describe('an upload as a change for the offline queue', () => {
  it('posts a photo to the work order with its tag before the file', () => {
    const draft = attachmentDraft(
      task,
      { name: 'pump.jpg', type: 'image/jpeg', size: 9 },
      {
        tag: 'after',
      },
    );
    expect(draft).toMatchObject({
      kind: 'task-attachment',
      method: 'POST',
      path: '/tasks/t1/attachments',
      subject: 't1',
      file: {
        name: 'pump.jpg',
        type: 'image/jpeg',
        size: 9,
        field: 'file',
        fields: [['tag', 'after']],
      },
    });
    expect(changeText(draft.summary)).toBe('WO-000012: photo added');
  });

  it('sends a document to the asset without a tag, whatever was chosen', () => {
    const draft = attachmentDraft(
      asset,
      { name: 'manual.pdf', type: 'application/pdf', size: 9 },
      { tag: 'before' },
    );
    expect(draft).toMatchObject({ kind: 'asset-attachment', path: '/assets/as1/attachments' });
    expect(draft.file?.fields).toEqual([]);
    expect(changeText(draft.summary)).toBe('AST-0042: manual.pdf attached');
  });

  it('sends an asset document’s type, and its expiry only for a type that runs out', () => {
    const pdf = { name: 'warranty.pdf', type: 'application/pdf', size: 9 };
    const warranty = attachmentDraft(asset, pdf, {
      documentType: 'warranty',
      expiresOn: '2027-07-10',
      tag: 'after',
    });
    expect(warranty.file?.fields).toEqual([
      ['documentType', 'warranty'],
      ['expiresOn', '2027-07-10'],
    ]);
    const manual = attachmentDraft(asset, pdf, { documentType: 'manual', expiresOn: '2027-07-10' });
    expect(manual.file?.fields).toEqual([['documentType', 'manual']]);
    expect(attachmentDraft(asset, pdf, { documentType: 'certificate' }).file?.fields).toEqual([
      ['documentType', 'certificate'],
    ]);
  });

  it('says nothing of a type on a photo, or on a work order’s file', () => {
    const photo = { name: 'plate.jpg', type: 'image/jpeg', size: 9 };
    const pdf = { name: 'warranty.pdf', type: 'application/pdf', size: 9 };
    const typed = { documentType: 'warranty', expiresOn: '2027-07-10' } as const;
    expect(attachmentDraft(asset, photo, { ...typed, tag: 'before' }).file?.fields).toEqual([
      ['tag', 'before'],
    ]);
    expect(attachmentDraft(asset, photo, typed).file?.fields).toEqual([]);
    expect(attachmentDraft(task, pdf, typed).file?.fields).toEqual([]);
  });

  it('prepares a document with what was said of it', async () => {
    const chosen = new File(['%PDF'], 'warranty.pdf', { type: 'application/pdf' });
    const prepared = await prepareUpload(
      asset,
      chosen,
      { documentType: 'warranty', expiresOn: '2027-07-10' },
      25,
    );
    expect(prepared.draft.file?.fields).toEqual([
      ['documentType', 'warranty'],
      ['expiresOn', '2027-07-10'],
    ]);
  });

  it('refuses a document before it is described: a type the server does not take, or too big', () => {
    const notes = new File(['x'], 'notes.txt', { type: 'text/plain' });
    expect(() => sendableAs(notes, 25)).toThrow(UploadProblem);
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'plan.pdf', {
      type: 'application/pdf',
    });
    expect(() => sendableAs(big, 1)).toThrow('A file may be at most 1 MB');
    expect(sendableAs(big, 2)).toEqual({ name: 'plan.pdf', type: 'application/pdf' });
  });

  it('prepares a document as it was chosen, and refuses one it cannot send', async () => {
    const manual = new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' });
    const prepared = await prepareUpload(asset, manual, {}, 25);
    expect(prepared.blob).toBe(manual);
    expect(prepared.draft.file).toMatchObject({ name: 'manual.pdf', size: 4 });
    const notes = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await expect(prepareUpload(asset, notes, {}, 25)).rejects.toBeInstanceOf(UploadProblem);
  });

  it('refuses a file over the server’s limit before it travels or waits in the queue', async () => {
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'plan.pdf', {
      type: 'application/pdf',
    });
    await expect(prepareUpload(asset, big, {}, 2)).rejects.toThrow('A file may be at most 2 MB');
    await expect(prepareUpload(asset, big, {}, 3)).resolves.toMatchObject({ blob: big });
  });
});

describe('a photo on a checklist cell (issue 33)', () => {
  const cell = {
    kind: 'checklist-cell',
    id: 'c1',
    userId: 'u1',
    day: '2026-06-03',
    itemId: 'i1',
    subject: 'c1|u1',
    summary: msg('checklists.photos.queued', {
      checklist: 'Rounds',
      item: 'HT meter',
      date: '2026-06-03',
    }),
  } as const;

  it('posts to the checklist with the cell’s fields before the file, in the grid’s queue', () => {
    const draft = attachmentDraft(
      cell,
      { name: 'meter.jpg', type: 'image/jpeg', size: 9 },
      { tag: 'before' },
    );
    expect(draft).toMatchObject({
      kind: 'checklist-photo',
      method: 'POST',
      path: '/checklists/c1/progress/photos',
      subject: 'c1|u1',
      file: {
        name: 'meter.jpg',
        field: 'file',
        fields: [
          ['userId', 'u1'],
          ['day', '2026-06-03'],
          ['itemId', 'i1'],
        ],
      },
    });
    expect(changeText(draft.summary)).toBe('Rounds: HT meter, 2026-06-03, photo added');
  });

  it('refuses anything but a photo on the device', async () => {
    const manual = new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' });
    await expect(prepareUpload(cell, manual, {}, 25)).rejects.toThrow(
      'Only photos (JPEG, PNG, WebP, GIF) can be added here',
    );
    const notes = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await expect(prepareUpload(cell, notes, {}, 25)).rejects.toThrow(
      'Only photos (JPEG, PNG, WebP, GIF) can be added here',
    );
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'meter.jpg', {
      type: 'image/jpeg',
    });
    const prepared = await prepareUpload(cell, photo, {}, 25);
    expect(prepared.draft.path).toBe('/checklists/c1/progress/photos');
  });
});
