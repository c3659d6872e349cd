import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ActivityEntry } from '@cmms/shared/activity';
import type { Attachment } from '@cmms/shared/attachments';
import type { Checklist, MonthProgress } from '@cmms/shared/checklists';
import { en } from '@cmms/shared/i18n/source-translators';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { scenario } from '../../test/scenario';
import { testClock } from '../../test/test-clock';

// Photos on a checklist's cells (issue 33, docs/checklists.md "Cell photos"): one cell is one
// item on one day of one person's month.

// Noon local time, so "today" is 2026-06-15 wherever the tests run.
const clock = testClock(new Date(2026, 5, 15, 12, 0, 0));
const TODAY = '2026-06-15';
const YESTERDAY = '2026-06-14';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-cell-photos-'));

const s = await scenario({
  clock,
  config: { dataDir, storage: { driver: 'local' }, uploadMaxBytes: 1024 * 1024 },
  sites: { north: 'North Plant', south: 'South Depot' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['supervisor', 'supervisor', ['north']],
    ['technician', 'technician', ['north']],
    ['otherTech', 'technician', ['north']],
    ['client', 'client', ['north']],
    ['southManager', 'manager', ['south']],
    ['southTech', 'technician', ['south']],
  ],
});
afterAll(async () => {
  await s.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
type Who = keyof typeof s.ids;
const { call, ids } = s;

const meterPhoto = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#1d4ed8' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Marco', Copyright: 'Plant room, tower A' } })
    .toBuffer();
const pdfBytes = () =>
  Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'), Buffer.alloc(2000, 0x20)]);

/** A checklist of the north site, assigned to both technicians. */
async function newChecklist(name: string) {
  const checklist = await s.newChecklist('manager', {
    name,
    category: 'electrical',
    siteId: s.sites.north.id,
    items: [
      { name: 'Check DB panels' },
      { name: 'Read the HT meter', kind: 'reading', unit: 'kV', min: 10.5, max: 11.5 },
    ],
  });
  for (const who of ['technician', 'otherTech'] as const) {
    const res = await call('manager', 'POST', `/api/checklists/${checklist.id}/assign-user`, {
      userId: ids[who],
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  return checklist;
}

const itemOf = (checklist: Checklist, index = 1) => checklist.items[index]?.id ?? '';

/** Sends a photo for a cell as `who`: the fields, then the file, as the browser sends them. */
function upload(
  who: Who,
  checklist: Checklist,
  fields: { userId?: string; day?: string; itemId?: string },
  file: { name: string; bytes: Uint8Array } = { name: 'meter.jpg', bytes: Buffer.alloc(0) },
) {
  const body = multipartBody(
    file,
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<
      string,
      string
    >,
  );
  return s.app.inject({
    method: 'POST',
    url: `/api/checklists/${checklist.id}/progress/photos`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${s.tokens[who]}` },
  });
}

/** A photo of `owner`'s cell of the HT meter on `day`, sent by `who`. */
async function photoOf(
  who: Who,
  checklist: Checklist,
  { owner = 'technician' as Who, day = TODAY, index = 1 } = {},
) {
  return upload(
    who,
    checklist,
    { userId: ids[owner], day, itemId: itemOf(checklist, index) },
    { name: 'meter.jpg', bytes: await meterPhoto() },
  );
}

async function monthOf(who: Who, checklist: Checklist, owner: Who = 'technician') {
  const res = await call(
    who,
    'GET',
    `/api/checklists/${checklist.id}/progress?userId=${ids[owner]}&year=2026&month=6`,
  );
  return { status: res.statusCode, month: res.json() as MonthProgress };
}

const photosOfMonth = (month: MonthProgress) =>
  (month.photos ?? []).flatMap((cell) =>
    cell.photos.map((photo) => ({ itemId: cell.itemId, date: cell.date, id: photo.id })),
  );

const removePhoto = (who: Who, checklist: Checklist, photoId: string) =>
  call(who, 'DELETE', `/api/checklists/${checklist.id}/progress/photos/${photoId}`);

describe('adding a photo to a cell', () => {
  it('stores it without its metadata, with a thumbnail, and lists it with the month', {
    timeout: 60_000,
  }, async () => {
    const checklist = await newChecklist('Photo rounds');
    const res = await photoOf('technician', checklist);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json() as Attachment;
    expect(photo).toMatchObject({
      kind: 'photo',
      tag: null,
      name: 'meter.jpg',
      contentType: 'image/jpeg',
      uploadedBy: { id: ids.technician, name: 'technician' },
    });

    // The month reads it under its cell, though the cell itself was never ticked.
    const { month } = await monthOf('technician', checklist);
    expect(month.cells).toEqual([]);
    expect(month.photos).toEqual([
      {
        itemId: itemOf(checklist),
        date: TODAY,
        photos: [
          expect.objectContaining({
            id: photo.id,
            url: expect.stringMatching(/^\/api\/files\//),
            thumbnailUrl: expect.stringMatching(/^\/api\/files\/.+\/thumbnail\?/),
            uploadedBy: { id: ids.technician, name: 'technician' },
            createdAt: expect.any(String),
          }),
        ],
      },
    ]);
    const shown = month.photos?.[0]?.photos[0];
    const full = await s.app.inject({ method: 'GET', url: shown?.url ?? '' });
    expect(full.statusCode).toBe(200);
    expect((await sharp(full.rawPayload).metadata()).exif).toBeUndefined();
    const thumbnail = await s.app.inject({ method: 'GET', url: shown?.thumbnailUrl ?? '' });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');

    // Everyone who may see that person's grid sees it; the month's other answers carry it too.
    for (const who of ['supervisor', 'manager', 'admin', 'client'] as const) {
      const seen = await monthOf(who, checklist);
      expect(seen.status, who).toBe(200);
      expect(photosOfMonth(seen.month).map((one) => one.id)).toEqual([photo.id]);
    }
    const ticked = await call('technician', 'PUT', `/api/checklists/${checklist.id}/progress`, {
      userId: ids.technician,
      cells: [{ itemId: itemOf(checklist, 0), date: TODAY, state: 'completed' }],
    });
    expect(photosOfMonth(ticked.json()).map((one) => one.id)).toEqual([photo.id]);

    // Another person's month, and another month, have none.
    expect((await monthOf('supervisor', checklist, 'otherTech')).month.photos).toEqual([]);
    const may = await call(
      'technician',
      'GET',
      `/api/checklists/${checklist.id}/progress?userId=${ids.technician}&year=2026&month=5`,
    );
    expect(may.json().photos).toEqual([]);

    // The feed of the site's manager tells of it; a colleague on the same checklist does not
    // read about someone else's month (as of their ticks).
    const feed = async (who: Who) =>
      (await call(who, 'GET', '/api/activity?type=checklist&limit=100')).json() as ActivityEntry[];
    expect(await feed('manager')).toContainEqual(
      expect.objectContaining({
        action: 'checklist_photo_added',
        description: `Photo "meter.jpg" added to "Read the HT meter" of checklist "Photo rounds" on ${TODAY} for technician`,
        metadata: expect.objectContaining({
          checklistId: checklist.id,
          userId: ids.technician,
          itemId: itemOf(checklist),
          date: TODAY,
          attachmentId: photo.id,
        }),
      }),
    );
    expect(
      (await feed('technician')).some((entry) => entry.action === 'checklist_photo_added'),
    ).toBe(true);
    expect(
      (await feed('otherTech')).some((entry) => entry.action === 'checklist_photo_added'),
    ).toBe(false);
    expect(
      (await feed('southManager')).some((entry) => entry.action === 'checklist_photo_added'),
    ).toBe(false);
  });

  it('takes it from whoever may record that cell, and answers 404 to other sites', async () => {
    const checklist = await newChecklist('Who adds');
    for (const who of ['technician', 'supervisor', 'manager', 'admin'] as const) {
      expect((await photoOf(who, checklist)).statusCode, who).toBe(201);
    }
    const refused: [Who, number, string][] = [
      ['otherTech', 403, en('checklists.ownCellsOnly')],
      ['client', 403, en('checklists.readOnly')],
      ['southManager', 404, en('checklists.notFound')],
      ['southTech', 404, en('checklists.notFound')],
    ];
    for (const [who, status, message] of refused) {
      const res = await photoOf(who, checklist);
      expect(res.statusCode, who).toBe(status);
      expect(res.json(), who).toMatchObject({ message, error: message });
    }
    // The other technician adds to their own cells.
    expect((await photoOf('otherTech', checklist, { owner: 'otherTech' })).statusCode).toBe(201);
    const body = multipartBody({ name: 'meter.jpg', bytes: await meterPhoto() });
    const noToken = await s.app.inject({
      method: 'POST',
      url: `/api/checklists/${checklist.id}/progress/photos`,
      ...body,
    });
    expect(noToken.statusCode).toBe(401);
    const { month } = await monthOf('manager', checklist);
    expect(month.photos?.[0]?.photos.map((photo) => photo.uploadedBy.name)).toEqual([
      'technician',
      'supervisor',
      'manager',
      'admin',
    ]);
  });

  it('stores a photo sent twice under one idempotency key once (a phone back in signal)', async () => {
    const checklist = await newChecklist('Sent twice');
    const body = multipartBody(
      { name: 'meter.jpg', bytes: await meterPhoto() },
      { userId: ids.technician, day: TODAY, itemId: itemOf(checklist) },
    );
    const send = () =>
      s.app.inject({
        method: 'POST',
        url: `/api/checklists/${checklist.id}/progress/photos`,
        payload: body.payload,
        headers: {
          ...body.headers,
          authorization: `Bearer ${s.tokens.technician}`,
          'idempotency-key': '0b8a4c2e-6d1f-4e3a-9c57-2f8e1a6b3d40',
        },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(photosOfMonth((await monthOf('technician', checklist)).month)).toHaveLength(1);
  });

  it('refuses a day to come, a bad cell and a person not assigned, under their fields', async () => {
    const checklist = await newChecklist('Bad cells');
    const other = await newChecklist('Another list');
    const jpeg = { name: 'meter.jpg', bytes: await meterPhoto() };
    const cases: [Parameters<typeof upload>[2], string, string][] = [
      [
        { userId: ids.technician, day: '2026-06-16', itemId: itemOf(checklist) },
        'day',
        en('checklists.futureDay'),
      ],
      [
        { userId: ids.technician, day: '2022-12-31', itemId: itemOf(checklist) },
        'day',
        'Date must be between 2023-01-01 and 2100-12-31',
      ],
      [
        { userId: ids.technician, day: '2026-02-30', itemId: itemOf(checklist) },
        'day',
        en('checklists.dateInvalid'),
      ],
      [
        { userId: ids.technician, day: TODAY, itemId: itemOf(other) },
        'itemId',
        en('checklists.itemNotInChecklist'),
      ],
      [{ day: TODAY, itemId: itemOf(checklist) }, 'userId', en('checklists.invalidUserId')],
      [{ userId: ids.technician, day: TODAY }, 'itemId', en('checklists.invalidItemId')],
      [
        { userId: ids.supervisor, day: TODAY, itemId: itemOf(checklist) },
        'userId',
        en('checklists.notAssigned'),
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await upload('manager', checklist, fields, jpeg);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json(), JSON.stringify(fields)).toMatchObject({
        message,
        errors: { [field]: message },
      });
    }
    expect((await monthOf('manager', checklist)).month.photos).toEqual([]);
  });

  it('takes photos only: a document, something else or an empty file is a 400', async () => {
    const checklist = await newChecklist('Photos only');
    const cell = { userId: ids.technician, day: TODAY, itemId: itemOf(checklist) };
    const cases: [{ name: string; bytes: Uint8Array }, string][] = [
      [{ name: 'report.pdf', bytes: pdfBytes() }, en('attachmentErrors.photosOnly')],
      [
        { name: 'notes.txt', bytes: Buffer.from('just some text') },
        en('attachmentErrors.photosOnly'),
      ],
      [{ name: 'meter.jpg', bytes: new Uint8Array() }, en('attachmentErrors.empty')],
      [
        {
          name: 'meter.jpg',
          bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 7)]),
        },
        en('attachmentErrors.unreadablePhoto'),
      ],
    ];
    for (const [file, message] of cases) {
      const res = await upload('technician', checklist, cell, file);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json(), file.name).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: { file: message },
      });
    }
    expect((await monthOf('technician', checklist)).month.photos).toEqual([]);
  });

  it('refuses a photo on a saved (locked) cell with the locked item’s 409, from anyone', async () => {
    const checklist = await newChecklist('Locked cells');
    const saved = await call(
      'technician',
      'POST',
      `/api/checklists/${checklist.id}/progress/save`,
      {
        userId: ids.technician,
        year: 2026,
        month: 6,
        cells: [{ itemId: itemOf(checklist), date: YESTERDAY, state: 'completed', reading: 11.1 }],
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    for (const who of ['technician', 'supervisor', 'admin'] as const) {
      const res = await photoOf(who, checklist, { day: YESTERDAY });
      expect(res.statusCode, who).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: en('checklists.locked') });
    }
    // Reopened, it takes one again.
    const reopened = await call(
      'supervisor',
      'POST',
      `/api/checklists/${checklist.id}/progress/reopen`,
      { userId: ids.technician, itemId: itemOf(checklist), date: YESTERDAY },
    );
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await photoOf('technician', checklist, { day: YESTERDAY })).statusCode).toBe(201);
  });
});

describe('removing a cell’s photo', () => {
  it('lets its uploader remove it while the cell is open, and the leads any time', async () => {
    const checklist = await newChecklist('Removals');
    const mine = ((await photoOf('technician', checklist, { day: YESTERDAY })).json() as Attachment)
      .id;
    const another = (
      (await photoOf('technician', checklist, { day: YESTERDAY })).json() as Attachment
    ).id;
    const bySupervisor = ((await photoOf('supervisor', checklist)).json() as Attachment).id;

    // Who may not see the photo's month is told it does not exist; who sees it but may not
    // remove it is told why.
    expect((await removePhoto('southManager', checklist, mine)).statusCode).toBe(404);
    expect((await removePhoto('otherTech', checklist, mine)).statusCode).toBe(404);
    const client = await removePhoto('client', checklist, mine);
    expect(client.statusCode).toBe(403);
    expect(client.json().message).toBe(en('checklists.photos.notYours'));
    // Someone else's photo on one's own cell is the leads' to remove.
    expect((await removePhoto('technician', checklist, bySupervisor)).statusCode).toBe(403);
    // Another checklist's path, the generic attachments route, an unknown id: 404.
    const other = await newChecklist('Other removals');
    expect((await removePhoto('admin', other, mine)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/api/attachments/${mine}`)).statusCode).toBe(404);
    expect(
      (await removePhoto('admin', checklist, '7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f')).statusCode,
    ).toBe(404);
    expect((await removePhoto('admin', checklist, 'not-a-uuid')).statusCode).toBe(400);

    const link = photosOfMonth((await monthOf('technician', checklist)).month);
    expect(link).toHaveLength(3);
    const removed = await removePhoto('technician', checklist, mine);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: en('checklists.photos.deleted') });
    expect((await removePhoto('technician', checklist, mine)).statusCode).toBe(404);

    // Saved, the cell's photos are no longer its uploader's to remove; a supervisor still may.
    await call('technician', 'POST', `/api/checklists/${checklist.id}/progress/save`, {
      userId: ids.technician,
      year: 2026,
      month: 6,
      cells: [{ itemId: itemOf(checklist), date: YESTERDAY, state: 'completed', reading: 11 }],
    });
    const locked = await removePhoto('technician', checklist, another);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(en('checklists.locked'));
    expect((await removePhoto('supervisor', checklist, another)).statusCode).toBe(200);
    expect((await removePhoto('manager', checklist, bySupervisor)).statusCode).toBe(200);
    expect((await monthOf('technician', checklist)).month.photos).toEqual([]);

    const log = (await call('admin', 'GET', '/api/activity/logs?type=checklist')).json();
    expect(log).toContainEqual(
      expect.objectContaining({
        action: 'checklist_photo_removed',
        user: 'supervisor',
        description: `Photo "meter.jpg" removed from "Read the HT meter" of checklist "Removals" on ${YESTERDAY} for technician`,
      }),
    );
  });

  it('takes the photos away with their item', async () => {
    const checklist = await newChecklist('Items go');
    expect((await photoOf('technician', checklist)).statusCode).toBe(201);
    const res = await call('manager', 'PUT', `/api/checklists/${checklist.id}`, {
      name: 'Items go',
      category: 'electrical',
      siteId: s.sites.north.id,
      items: [{ id: itemOf(checklist, 0), name: 'Check DB panels' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await monthOf('technician', checklist)).month.photos).toEqual([]);
  });
});

describe('the links of a cell’s photo', () => {
  it('are given only to who may see the grid, and open nothing once changed or removed', async () => {
    const checklist = await newChecklist('Links');
    const photo = (await photoOf('technician', checklist)).json() as Attachment;
    // Another site's manager is not told of the month, so gets no link to it.
    expect((await monthOf('southManager', checklist)).status).toBe(404);
    // A technician of the same checklist does not read a colleague's month either.
    expect((await monthOf('otherTech', checklist)).status).toBe(403);
    // Nor can a link to one's own photo be turned into a link to it.
    const south = await s.newChecklist('southManager', {
      name: 'South rounds',
      category: 'electrical',
      siteId: s.sites.south.id,
      items: [{ name: 'Check the gate' }],
    });
    await call('southManager', 'POST', `/api/checklists/${south.id}/assign-user`, {
      userId: ids.southTech,
    });
    const theirs = await upload(
      'southTech',
      south,
      { userId: ids.southTech, day: TODAY, itemId: south.items[0]?.id ?? '' },
      { name: 'gate.jpg', bytes: await meterPhoto() },
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    const theirLink: string = theirs.json().url;
    expect((await s.app.inject({ method: 'GET', url: theirLink })).statusCode).toBe(200);
    const forged = theirLink.replace(theirs.json().id, photo.id);
    expect((await s.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const expired = photo.url.replace(/expires=\d+/, 'expires=1000');
    expect((await s.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);

    expect((await s.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
    await removePhoto('manager', checklist, photo.id);
    expect((await s.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
  });
});
