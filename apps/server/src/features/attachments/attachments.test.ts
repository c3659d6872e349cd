import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WorkOrderInput } from '@cmms/shared/work-orders';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { StorageConfig } from '../../config';
import { multipartBody } from '../../test/multipart';
import { startS3Server } from '../../test/s3-server';
import { scenario } from '../../test/scenario';

// Photos and files on work orders and assets, against both drivers of the file storage: the
// local disk and a real S3-protocol server (s3rver) started here.
const s3 = await startS3Server();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-files-'));
afterAll(async () => {
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const MB = 1024 * 1024;

/** A photo as a phone takes it: EXIF with who and where, and turned by its orientation tag. */
const phonePhoto = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Marco', Copyright: 'Pump room, level -2' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
const pngBytes = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: '#0a0' } })
    .png()
    .toBuffer();
const pdfBytes = (size = 2000) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'), Buffer.alloc(size, 0x20)]);

// The first photo loads sharp and starts the storage: on a busy machine, more than the default.
describe.each<[string, StorageConfig]>([
  ['the local disk', { driver: 'local' }],
  ['an S3-compatible store', s3.storage],
])('attachments on %s', (_driver, storage) => {
  const world = scenario({
    config: { dataDir, storage, uploadMaxBytes: MB },
    sites: { north: 'North Plant', south: 'South Depot' },
    cast: [
      ['admin', 'admin', []],
      ['manager', 'manager', ['north']],
      ['technician', 'technician', ['north']],
      ['otherTech', 'technician', ['north']],
      ['southManager', 'manager', ['south']],
      ['client', 'client', ['north']],
      ['housekeeping', 'housekeeping', ['north']],
    ],
  });
  afterAll(async () => (await world).close());

  const setUp = async () => {
    const s = await world;
    const pump = await s.newAsset('admin', { name: 'Pump 3', siteId: s.sites.north.id });
    const form: WorkOrderInput = {
      title: 'Fix the pump',
      description: 'It leaks',
      dueDate: '2026-12-22',
      assignedToId: s.ids.technician,
      assetId: pump.id,
      siteId: s.sites.north.id,
    };
    const task = await s.newWorkOrder('manager', form);
    const upload = (
      who: keyof typeof s.ids,
      url: string,
      file: { name: string; bytes: Uint8Array },
      fields: Record<string, string> = {},
    ) => {
      const body = multipartBody(file, fields);
      return s.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${s.tokens[who]}` },
      });
    };
    /** The bytes behind a link the API gave: ours through the app, the store's over HTTP. */
    const read = async (link: string) => {
      if (link.startsWith('/api/')) {
        const res = await s.app.inject({ method: 'GET', url: link });
        return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
      }
      const res = await fetch(link);
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        bytes: Buffer.from(await res.arrayBuffer()),
      };
    };
    return { s, pump, task, upload, read, taskUrl: `/api/tasks/${task.id}/attachments` };
  };

  it('keeps a photo upright and without its metadata, with a thumbnail, in the timeline', {
    timeout: 60_000,
  }, async () => {
    const { s, task, upload, read, taskUrl } = await setUp();
    const res = await upload(
      'technician',
      taskUrl,
      { name: 'seal.jpg', bytes: await phonePhoto() },
      { tag: 'before' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const attachment = res.json();
    expect(attachment).toMatchObject({
      kind: 'photo',
      tag: 'before',
      name: 'seal.jpg',
      contentType: 'image/jpeg',
      uploadedBy: { id: s.ids.technician, name: 'technician' },
    });
    const full = await read(attachment.url);
    expect(full.status).toBe(200);
    expect(full.type).toBe('image/jpeg');
    expect(full.bytes.length).toBe(attachment.size);
    const meta = await sharp(full.bytes).metadata();
    // Turned by its orientation tag, then the tag (and the rest of the EXIF) dropped.
    expect([meta.width, meta.height]).toEqual([600, 800]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const thumb = await read(attachment.thumbnailUrl);
    expect(thumb.status).toBe(200);
    const thumbMeta = await sharp(thumb.bytes).metadata();
    expect(thumbMeta.format).toBe('webp');
    expect(Math.max(thumbMeta.width ?? 0, thumbMeta.height ?? 0)).toBeLessThanOrEqual(480);

    const record = (await s.call('manager', 'GET', `/api/tasks/${task.id}/record`)).json();
    const lines = record.timeline.filter((line: { kind: string }) => line.kind === 'attachment');
    expect(lines).toHaveLength(1);
    expect(lines[0].attachment).toMatchObject({ id: attachment.id, tag: 'before' });
    // Its activity entry is not said twice.
    expect(
      record.timeline.some((line: { action?: string }) => line.action === 'task_attachment_added'),
    ).toBe(false);
  });

  it('stores a document as it came, and lists an asset’s files', async () => {
    const { s, pump, upload, read } = await setUp();
    const url = `/api/assets/${pump.id}/attachments`;
    const res = await upload(
      'manager',
      url,
      { name: 'Pump manual.PDF', bytes: pdfBytes() },
      { tag: 'after' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'document',
      tag: null,
      contentType: 'application/pdf',
      thumbnailUrl: null,
    });
    const file = await read(res.json().url);
    expect(file.bytes.length).toBe(pdfBytes().length);
    expect(file.bytes.equals(pdfBytes())).toBe(true);
    const list = (await s.call('technician', 'GET', url)).json();
    expect(list.map((item: { name: string }) => item.name)).toContain('Pump manual.PDF');
    expect((await s.call('southManager', 'GET', url)).statusCode).toBe(404);
  });

  it('refuses what the bytes say is not what the name says, and empty, unnamed or path names', async () => {
    const { upload, taskUrl } = await setUp();
    const cases: [{ name: string; bytes: Uint8Array }, string][] = [
      [
        { name: 'seal.jpg', bytes: await pngBytes() },
        "The file's contents are not what its name says (a .png file was expected)",
      ],
      [
        { name: 'invoice.pdf', bytes: Buffer.from('just some text, not a PDF at all') },
        'Only photos (JPEG, PNG, WebP, GIF), PDF, Word and Excel files can be attached',
      ],
      [
        {
          name: 'run.exe',
          bytes: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff'),
        },
        'Only photos (JPEG, PNG, WebP, GIF), PDF, Word and Excel files can be attached',
      ],
      [{ name: 'empty.jpg', bytes: new Uint8Array() }, 'The file is empty'],
      [
        { name: '../../etc/passwd.pdf', bytes: pdfBytes() },
        'A file name may not contain / or \\ or control characters',
      ],
      [
        { name: 'C:\\photos\\seal.pdf', bytes: pdfBytes() },
        'A file name may not contain / or \\ or control characters',
      ],
      [
        { name: `${'n'.repeat(296)}.pdf`, bytes: pdfBytes() },
        'A file name must be at most 255 characters',
      ],
      [
        {
          name: 'broken.jpg',
          bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 7)]),
        },
        'This photo could not be read',
      ],
    ];
    for (const [file, message] of cases) {
      const res = await upload('technician', taskUrl, file);
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json(), file.name).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: { file: message },
      });
    }
    const badTag = await upload(
      'technician',
      taskUrl,
      { name: 'a.pdf', bytes: pdfBytes() },
      { tag: 'during' },
    );
    expect(badTag.json().errors).toEqual({ tag: 'Tag must be before or after' });
  });

  it('refuses a file over the limit with a 413, leaving nothing stored', async () => {
    const { s, task, upload, taskUrl } = await setUp();
    const before = storage.driver === 's3' ? s3.objectCount() : 0;
    const res = await upload('technician', taskUrl, { name: 'huge.pdf', bytes: pdfBytes(2 * MB) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      errors: { file: 'A file may be at most 1 MB' },
    });
    if (storage.driver === 's3') expect(s3.objectCount()).toBe(before);
    const record = (await s.call('manager', 'GET', `/api/tasks/${task.id}/record`)).json();
    expect(record.timeline.some((line: { kind: string }) => line.kind === 'attachment')).toBe(
      false,
    );
  });

  it('answers 404 for another site or a work order not theirs, 403 for roles that may not attach', async () => {
    const { s, pump, upload, taskUrl } = await setUp();
    const pdf = { name: 'a.pdf', bytes: pdfBytes() };
    expect((await upload('southManager', taskUrl, pdf)).statusCode).toBe(404);
    expect((await upload('otherTech', taskUrl, pdf)).statusCode).toBe(404);
    // The client comments and attaches on the work of their site; not on its assets.
    expect((await upload('client', taskUrl, pdf)).statusCode).toBe(201);
    expect((await upload('client', `/api/assets/${pump.id}/attachments`, pdf)).statusCode).toBe(
      403,
    );
    expect(
      (await upload('housekeeping', `/api/assets/${pump.id}/attachments`, pdf)).statusCode,
    ).toBe(403);
    const noToken = multipartBody(pdf);
    expect((await s.app.inject({ method: 'POST', url: taskUrl, ...noToken })).statusCode).toBe(401);
  });

  it('stores an upload sent twice under one idempotency key once (a phone back in signal)', async () => {
    const { s, task, taskUrl } = await setUp();
    const body = multipartBody({ name: 'after.jpg', bytes: await phonePhoto() }, { tag: 'after' });
    const send = () =>
      s.app.inject({
        method: 'POST',
        url: taskUrl,
        payload: body.payload,
        headers: {
          ...body.headers,
          authorization: `Bearer ${s.tokens.technician}`,
          'idempotency-key': '7b0e6f3c-2f7e-4c1e-9a54-0d6f0c1f2a11',
        },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const record = (await s.call('manager', 'GET', `/api/tasks/${task.id}/record`)).json();
    expect(
      record.timeline.filter((line: { kind: string }) => line.kind === 'attachment'),
    ).toHaveLength(1);
  });

  it('lets the uploader or a lead remove a file, and its links stop working', async () => {
    const { s, upload, read, taskUrl } = await setUp();
    const photo = (
      await upload('technician', taskUrl, { name: 'p.jpg', bytes: await phonePhoto() })
    ).json();
    expect((await s.call('client', 'DELETE', `/api/attachments/${photo.id}`)).statusCode).toBe(403);
    expect(
      (await s.call('southManager', 'DELETE', `/api/attachments/${photo.id}`)).statusCode,
    ).toBe(404);
    expect((await s.call('manager', 'DELETE', `/api/attachments/${photo.id}`)).statusCode).toBe(
      200,
    );
    expect((await s.call('manager', 'DELETE', `/api/attachments/${photo.id}`)).statusCode).toBe(
      404,
    );
    expect((await read(photo.url)).status).toBe(storage.driver === 's3' ? 404 : 404);
    const log = (await s.call('admin', 'GET', '/api/activity/logs?type=task')).json();
    expect(log[0]).toMatchObject({ action: 'task_attachment_removed', user: 'manager' });
  });
});

describe('signed links of the local disk', () => {
  it('refuse a changed signature, another variant or an expired link', async () => {
    const s = await scenario({
      config: { dataDir, storage: { driver: 'local' } },
      sites: { north: 'North Plant' },
      cast: [['manager', 'manager', ['north']]],
    });
    const pump = await s.newAsset('manager', { name: 'Pump', siteId: s.sites.north.id });
    const body = multipartBody({ name: 'm.pdf', bytes: pdfBytes() });
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/assets/${pump.id}/attachments`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${s.tokens.manager}` },
    });
    const link: string = res.json().url;
    expect((await s.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    const tampered = link.replace(/signature=./, 'signature=A');
    expect((await s.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const otherVariant = link.replace('/original?', '/thumbnail?');
    expect((await s.app.inject({ method: 'GET', url: otherVariant })).statusCode).toBe(403);
    const expired = link.replace(/expires=\d+/, 'expires=1000');
    expect((await s.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
    await s.close();
  });
});
