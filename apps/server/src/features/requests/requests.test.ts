import type { PortalReceipt, WorkRequest } from '@cmms/shared/requests';
import type { WorkOrderRecord } from '@cmms/shared/work-order-record';
import { eq } from 'drizzle-orm';
// pdf-parse's index runs a self-test when loaded directly; its library file does not.
import parsePdf from 'pdf-parse/lib/pdf-parse.js';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { scenario } from '../../test/scenario';
import { startMailbox } from '../../test/smtp-mailbox';
import { testClock } from '../../test/test-clock';
import { eraseOldContacts } from './requests.repository';
import { workRequests } from './requests.table';

// The team's side of the portal (issue 35): the inbox, accepting, merging and rejecting, the
// work order completing its requests, the requester's mails, the portal's settings and poster.
const clock = testClock(new Date('2026-06-15T08:00:00Z'));
const mailbox = await startMailbox();
const s = await scenario({
  clock,
  config: { smtpUrl: mailbox.url, publicUrl: 'https://fms.example.com' },
  sites: { north: 'North Plant', south: 'South Depot' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['supervisor', 'supervisor', ['north']],
    ['technician', 'technician', ['north']],
    ['southManager', 'manager', ['south']],
  ],
  nameOf: (key) => (key === 'supervisor' ? 'Sam Supervisor-Surname' : key),
});
afterAll(async () => {
  await s.close();
  await mailbox.close();
});
const { call, ids, sites } = s;
const pump = await s.newAsset('admin', { name: 'Pump 3', siteId: sites.north.id, location: 'B2' });
const enabled = await call('admin', 'PUT', `/api/sites/${sites.north.id}/portal`, {
  enabled: true,
});
const token = (enabled.json().path as string).replace('/r/', '');
const png = await sharp({
  create: { width: 20, height: 20, channels: 3, background: { r: 0, g: 90, b: 200 } },
})
  .png()
  .toBuffer();

let from = 0;
/** A request through the portal, as a guest would send it (each from its own address). */
async function report(fields: Record<string, string>, photo = false): Promise<PortalReceipt> {
  const body = photo
    ? multipartBody({ field: 'photo', name: 'leak.png', bytes: png, type: 'image/png' }, fields)
    : null;
  const res = await s.app.inject({
    method: 'POST',
    url: `/api/portal/sites/${token}/requests`,
    remoteAddress: `10.9.0.${++from}`,
    ...(body ? { payload: body.payload, headers: body.headers } : { payload: fields }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const statusOf = async (receipt: PortalReceipt) =>
  (await s.app.inject({ method: 'GET', url: `/api/portal/status/${receipt.statusToken}` })).json();
async function inbox(who: keyof typeof ids, query = '') {
  const res = await call(who, 'GET', `/api/requests${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as WorkRequest[];
}
const find = async (receipt: PortalReceipt) =>
  (await inbox('admin', '?status=all')).find((request) => request.number === receipt.number);

describe('the inbox', () => {
  it('shows a site’s requests to its leads and administrators, with the photo and contact', async () => {
    const receipt = await report(
      { description: 'Leak by the pump', urgency: 'urgent', name: 'Ann Guest', phone: '555 0101' },
      true,
    );
    const [request] = await inbox('supervisor');
    expect(request).toMatchObject({
      number: receipt.number,
      status: 'new',
      siteName: 'North Plant',
      urgency: 'urgent',
      requester: { name: 'Ann Guest', email: '', phone: '555 0101' },
    });
    expect(request?.photo?.url).toMatch(/^\/api\/files\//);
    expect(await inbox('southManager')).toEqual([]);
    expect((await call('technician', 'GET', '/api/requests')).statusCode).toBe(403);
    expect((await call('southManager', 'GET', `/api/requests/${request?.id}`)).statusCode).toBe(
      404,
    );
    expect((await call('manager', 'GET', '/api/requests/counts')).json()).toEqual({ new: 1 });
  });
});

describe('deciding', () => {
  it('accepts into a work order carrying the text, priority, asset, photo and a link back; once', async () => {
    const before = mailbox.mails.length;
    const receipt = await report(
      { description: 'Pump 3 is rattling', urgency: 'urgent', email: 'guest@example.org' },
      true,
    );
    const request = await find(receipt);
    const res = await call('supervisor', 'POST', `/api/requests/${request?.id}/accept`, {
      assignedToId: ids.technician,
      dueDate: '2026-06-16',
    });
    expect(res.statusCode, res.body).toBe(200);
    const accepted = res.json() as WorkRequest;
    expect(accepted.status).toBe('accepted');
    expect(accepted.decidedBy?.name).toBe('Sam Supervisor-Surname');
    const record = (
      await call('admin', 'GET', `/api/tasks/${accepted.task?.id}/record`)
    ).json() as WorkOrderRecord;
    expect(record.task).toMatchObject({
      title: 'Pump 3 is rattling',
      priority: 'high',
      siteId: sites.north.id,
      origin: { type: 'request', requestId: request?.id, requestNumber: receipt.number },
    });
    expect(record.task.description).toContain(`as ${receipt.number}`);
    expect(record.timeline.filter((entry) => entry.kind === 'attachment')).toHaveLength(1);
    // Decided already: a second accept makes no second work order.
    const again = await call('manager', 'POST', `/api/requests/${request?.id}/accept`, {
      assignedToId: ids.technician,
      dueDate: '2026-06-16',
    });
    expect(again.statusCode).toBe(409);
    // The requester reads the decision by the first name only.
    const status = await statusOf(receipt);
    expect(status.status).toBe('accepted');
    expect(status.handledBy).toBe('Sam');
    expect(JSON.stringify(status)).not.toContain('Surname');
    const mail = await mailbox.waitForText('guest@example.org', 'was accepted', before);
    expect(mail.text).toContain('Handled by Sam.');
    expect(mail.text + mail.html).not.toContain('Surname');

    // The technician completes the work order: the request is completed and its requester told.
    const mails = mailbox.mails.length;
    const done = await call('technician', 'PATCH', `/api/tasks/${accepted.task?.id}/status`, {
      status: 'completed',
    });
    expect(done.statusCode, done.body).toBe(200);
    const completed = await statusOf(receipt);
    expect(completed.status).toBe('completed');
    expect(completed.events.map((event: { status: string }) => event.status)).toEqual([
      'new',
      'accepted',
      'completed',
    ]);
    await mailbox.waitForText('guest@example.org', 'is done', mails);
  });

  it('refuses an assignee who is not at the site, and keeps the request new', async () => {
    const receipt = await report({ description: 'Light out' });
    const request = await find(receipt);
    const res = await call('manager', 'POST', `/api/requests/${request?.id}/accept`, {
      assignedToId: ids.southManager,
      dueDate: '2026-06-20',
    });
    expect(res.statusCode).toBe(400);
    expect((await find(receipt))?.status).toBe('new');
  });

  it('merges a second report into the open work order of the same site, not another site’s', async () => {
    const first = await report({ description: 'Leak in the lobby' });
    const second = await report({ description: 'Water on the lobby floor' });
    const accepted = await call(
      'manager',
      'POST',
      `/api/requests/${(await find(first))?.id}/accept`,
      {
        assignedToId: ids.technician,
        dueDate: '2026-06-20',
      },
    );
    const taskId = (accepted.json() as WorkRequest).task?.id;
    const southAsset = await s.newAsset('admin', { name: 'Door', siteId: sites.south.id });
    const southTask = await s.newWorkOrder('admin', {
      title: 'South job',
      description: 'x',
      dueDate: '2026-06-30',
      assignedToId: ids.southManager,
      assetId: southAsset.id,
      siteId: sites.south.id,
    });
    const secondId = (await find(second))?.id;
    const wrong = await call('admin', 'POST', `/api/requests/${secondId}/merge`, {
      taskId: southTask.id,
    });
    expect(wrong.statusCode).toBe(400);
    const merged = await call('manager', 'POST', `/api/requests/${secondId}/merge`, { taskId });
    expect(merged.statusCode).toBe(200);
    expect((merged.json() as WorkRequest).status).toBe('merged');
    const record = (
      await call('admin', 'GET', `/api/tasks/${taskId}/record`)
    ).json() as WorkOrderRecord;
    expect(
      record.timeline.some(
        (entry) => entry.kind === 'event' && entry.action === 'task_request_merged',
      ),
    ).toBe(true);
    // Both requests complete with their work order.
    await call('manager', 'PATCH', `/api/tasks/${taskId}/status`, { status: 'completed' });
    expect((await statusOf(first)).status).toBe('completed');
    expect((await statusOf(second)).status).toBe('completed');
  });

  it('rejects with a reason the requester reads', async () => {
    const receipt = await report({ description: 'Paint my office pink' });
    const request = await find(receipt);
    const empty = await call('manager', 'POST', `/api/requests/${request?.id}/reject`, {
      reason: ' ',
    });
    expect(empty.statusCode).toBe(400);
    const res = await call('manager', 'POST', `/api/requests/${request?.id}/reject`, {
      reason: 'Decoration is not maintenance',
    });
    expect(res.statusCode).toBe(200);
    const status = await statusOf(receipt);
    expect(status).toMatchObject({ status: 'rejected', reason: 'Decoration is not maintenance' });
  });
});

describe('keeping contact details', () => {
  it('erases them 90 days after a request is closed, and not before', async () => {
    const receipt = await report({ description: 'Old', name: 'Kept Name', email: 'k@example.org' });
    const request = await find(receipt);
    await call('manager', 'POST', `/api/requests/${request?.id}/reject`, { reason: 'Duplicate' });
    const day = 24 * 60 * 60_000;
    const now = clock.now();
    expect(await eraseOldContacts(s.db, new Date(now.getTime() - 90 * day), now)).toBe(0);
    const later = new Date(now.getTime() + 91 * day);
    expect(
      await eraseOldContacts(s.db, new Date(later.getTime() - 90 * day), later),
    ).toBeGreaterThan(0);
    const [row] = await s.db
      .select()
      .from(workRequests)
      .where(eq(workRequests.id, request?.id ?? ''));
    expect(row).toMatchObject({ requesterName: '', requesterEmail: '', requesterPhone: '' });
  });
});

describe('the portal’s settings', () => {
  it('are an administrator’s, and print a poster with the link', async () => {
    expect((await call('manager', 'GET', `/api/sites/${sites.north.id}/portal`)).statusCode).toBe(
      403,
    );
    const portal = await call('admin', 'GET', `/api/sites/${sites.north.id}/portal`);
    expect(portal.json()).toEqual({
      enabled: true,
      required: [],
      path: `/r/${token}`,
      untriagedHours: null,
    });
    const bad = await call('admin', 'PUT', `/api/sites/${sites.north.id}/portal`, {
      required: ['shoe size'],
    });
    expect(bad.statusCode).toBe(400);
    const poster = await call('admin', 'GET', `/api/sites/${sites.north.id}/portal/poster`);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('application/pdf');
    const { text } = await parsePdf(new Uint8Array(poster.rawPayload));
    expect(text).toContain('Report a problem');
    expect(text).toContain('North Plant');
    expect(text).toContain(`https://fms.example.com/r/${token}`);
  });

  it('give each asset label its link, for assets the caller may see', async () => {
    const res = await call('technician', 'GET', `/api/assets/portal-links?ids=${pump.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].path).toMatch(new RegExp(`^/qr/assets/${pump.id}\\?r=[0-9a-f]{32}$`));
    expect(
      (await call('southManager', 'GET', `/api/assets/portal-links?ids=${pump.id}`)).json(),
    ).toEqual([]);
  });
});
