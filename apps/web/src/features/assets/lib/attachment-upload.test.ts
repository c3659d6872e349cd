import { describe, expect, it } from 'vitest';
import { changeText } from '../../../lib/offline';
import {
  attachmentDraft,
  prepareUpload,
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
    const draft = attachmentDraft(task, { name: 'pump.jpg', type: 'image/jpeg', size: 9 }, 'after');
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
      'before',
    );
    expect(draft).toMatchObject({ kind: 'asset-attachment', path: '/assets/as1/attachments' });
    expect(draft.file?.fields).toEqual([]);
    expect(changeText(draft.summary)).toBe('AST-0042: manual.pdf attached');
  });

  it('prepares a document as it was chosen, and refuses one it cannot send', async () => {
    const manual = new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' });
    const prepared = await prepareUpload(asset, manual, null, 25);
    expect(prepared.blob).toBe(manual);
    expect(prepared.draft.file).toMatchObject({ name: 'manual.pdf', size: 4 });
    const notes = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await expect(prepareUpload(asset, notes, null, 25)).rejects.toBeInstanceOf(UploadProblem);
  });

  it('refuses a file over the server’s limit before it travels or waits in the queue', async () => {
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'plan.pdf', {
      type: 'application/pdf',
    });
    await expect(prepareUpload(asset, big, null, 2)).rejects.toThrow('A file may be at most 2 MB');
    await expect(prepareUpload(asset, big, null, 3)).resolves.toMatchObject({ blob: big });
  });
});
