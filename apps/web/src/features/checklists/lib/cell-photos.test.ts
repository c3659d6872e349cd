import type { Attachment } from '@cmms/shared/attachments';
import { describe, expect, it } from 'vitest';
import type { QueuedChange } from '../../../lib/offline';
import { changeText } from '../../../lib/offline';
import {
  mayDeletePhoto,
  photoCounts,
  photoSummary,
  photosByCell,
  waitingPhotosByCell,
} from './cell-photos';
import { blankCell, cellClick } from './grid-cells';

const photo = (id: string, uploadedBy: string | null): Attachment => ({
  id,
  kind: 'photo',
  tag: null,
  name: `${id}.jpg`,
  contentType: 'image/jpeg',
  size: 10,
  uploadedBy: { id: uploadedBy, name: 'Marco' },
  documentType: null,
  expiresOn: null,
  createdAt: '2026-06-03T09:00:00.000Z',
  url: `/api/files/${id}/original`,
  thumbnailUrl: `/api/files/${id}/thumbnail`,
});

const waiting = (
  id: string,
  { subject = 'c1|u1', itemId = 'i1', day = '2026-06-03', state = 'pending' } = {},
): QueuedChange => ({
  id,
  userId: 'u1',
  kind: 'checklist-photo',
  method: 'POST',
  path: '/checklists/c1/progress/photos',
  body: null,
  subject,
  summary: photoSummary('Rounds', 'HT meter', day),
  madeAt: '2026-06-03T09:00:00.000Z',
  state: state as QueuedChange['state'],
  file: {
    name: `${id}.jpg`,
    type: 'image/jpeg',
    size: 10,
    field: 'file',
    fields: [
      ['userId', 'u1'],
      ['day', day],
      ['itemId', itemId],
    ],
  },
});

describe('a cell’s photos', () => {
  it('are read by cell from the month; a month kept from before has none', () => {
    const byCell = photosByCell({
      photos: [
        { itemId: 'i1', date: '2026-06-03', photos: [photo('p1', 'u1'), photo('p2', 'u2')] },
      ],
    });
    expect(byCell.get('i1|2026-06-03')?.map((one) => one.id)).toEqual(['p1', 'p2']);
    expect(photosByCell({}).size).toBe(0);
    expect(photosByCell(undefined).size).toBe(0);
  });

  it('count those waiting on the device for their grid, not those refused', () => {
    const changes = [
      waiting('w1'),
      waiting('w2', { state: 'refused' }),
      waiting('w3', { subject: 'c1|someone-else' }),
      waiting('w4', { itemId: 'i2' }),
    ];
    const byCell = waitingPhotosByCell(changes, 'c1|u1');
    expect(byCell.get('i1|2026-06-03')?.map((change) => change.id)).toEqual(['w1', 'w2']);
    expect(byCell.get('i2|2026-06-03')?.map((change) => change.id)).toEqual(['w4']);
    const counts = photoCounts(new Map([['i1|2026-06-03', [photo('p1', 'u1')]]]), byCell);
    expect(counts.get('i1|2026-06-03')).toBe(2);
    expect(counts.get('i2|2026-06-03')).toBe(1);
    expect(changeText(changes[0]?.summary ?? '')).toBe('Rounds: HT meter, 2026-06-03, photo added');
  });

  it('may be deleted by the leads, and by their uploader until the cell is saved', () => {
    const technician = {
      id: 'u1',
      role: 'technician',
      permissions: ['view_tasks', 'update_tasks'],
    };
    const supervisor = {
      id: 's1',
      role: 'supervisor',
      permissions: ['view_tasks', 'update_tasks', 'assign_tasks'],
    };
    expect(mayDeletePhoto(technician, photo('p1', 'u1'), false)).toBe(true);
    expect(mayDeletePhoto(technician, photo('p1', 'u1'), true)).toBe(false);
    expect(mayDeletePhoto(technician, photo('p1', 's1'), false)).toBe(false);
    expect(mayDeletePhoto(technician, photo('p1', null), false)).toBe(false);
    expect(mayDeletePhoto(supervisor, photo('p1', 'u1'), true)).toBe(true);
    expect(mayDeletePhoto(null, photo('p1', 'u1'), false)).toBe(false);
  });

  it('open the details of a cell for someone who only reads', () => {
    const cell = blankCell('i1', '2026-06-03');
    expect(cellClick(cell, { canRecord: false, isFuture: false })).toEqual({ kind: 'none' });
    expect(cellClick(cell, { canRecord: false, isFuture: false, hasPhotos: true })).toEqual({
      kind: 'details',
    });
    // One who ticks still ticks it: the camera mark opens its photos.
    expect(cellClick(cell, { canRecord: true, isFuture: false, hasPhotos: true })).toEqual({
      kind: 'tick',
      state: 'in-progress',
    });
  });
});
