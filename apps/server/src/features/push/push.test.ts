import { organisationPaths } from '@cmms/shared/organisation';
import { PUSH_KINDS, PUSH_PATHS } from '@cmms/shared/push';
import type { WorkOrderInput } from '@cmms/shared/work-orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs } from '../../lib/jobs/jobs.table';
import { createFcmSender } from '../../lib/push/fcm-sender';
import { createPushSender } from '../../lib/push/push-sender';
import { vapidKeysOf } from '../../lib/push/vapid';
import { startFcmService } from '../../test/fcm-service';
import { startPushService, type TestSubscriber } from '../../test/push-service';
import { scenario } from '../../test/scenario';
import { testConfig } from '../../test/test-config';
import { devices } from '../notifications/notifications.table';
import { pushSubscriptions } from './push.table';

// Web Push to closed apps (issue 34), through a stand-in push service that checks the VAPID
// signature and decrypts each payload as the browser would (test/push-service.ts).
const sender = { current: null as ReturnType<typeof createPushSender> | null };
const pushService = await startPushService({ expectKey: () => sender.current?.publicKey ?? '' });
const fcm = await startFcmService();
sender.current = createPushSender({
  keys: vapidKeysOf(testConfig()),
  subject: 'mailto:maintenance@example.com',
  agent: pushService.agent,
  native: createFcmSender(fcm.account, fcm.url),
});
const s = await scenario({
  push: sender.current,
  sites: { north: 'North Plant' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['technician', 'technician', ['north']],
    ['colleague', 'technician', ['north']],
  ],
});
afterAll(async () => {
  await s.close();
  await pushService.close();
  await fcm.close();
});
const { call, ids } = s;
const { north } = s.sites;
const pump = await s.newAsset('admin', { name: 'Pump 3', siteId: north.id });

const subscribe = (who: keyof typeof ids, subscriber: TestSubscriber) =>
  call(who, 'POST', `/api${PUSH_PATHS.subscriptions}`, {
    endpoint: subscriber.endpoint,
    keys: subscriber.keys,
  });
const assign = (title: string, assignedToId = ids.technician) =>
  s.newWorkOrder('admin', {
    title,
    description: 'Seal',
    dueDate: '2026-12-30',
    assignedToId,
    assetId: pump.id,
    siteId: north.id,
  } satisfies WorkOrderInput);
const pushesTo = (device: string) => pushService.received.filter((push) => push.device === device);
const queuedPushes = async () =>
  (
    await s.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.name, 'push.deliver'), eq(jobs.status, 'queued')))
  ).length;
/** The job runner delivers within a second or two of the commit. */
const arrived = (device: string, count: number) =>
  expect.poll(() => pushesTo(device).length, { timeout: 10_000, interval: 100 }).toBe(count);

describe('choosing', () => {
  it('gives the key to subscribe with, and every kind until the user chooses', async () => {
    const res = await call('technician', 'GET', `/api${PUSH_PATHS.settings}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: sender.current?.publicKey, kinds: [...PUSH_KINDS] });
    // A P-256 point, uncompressed: what PushManager.subscribe takes as applicationServerKey.
    expect(Buffer.from(res.json().publicKey, 'base64url')).toHaveLength(65);
  });

  it('keeps each user’s own choice, and refuses kinds it does not know', async () => {
    const put = await call('colleague', 'PUT', `/api${PUSH_PATHS.settings}`, {
      kinds: ['leave_decided', 'assigned', 'assigned'],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().kinds).toEqual(['assigned', 'leave_decided']);
    expect((await call('technician', 'GET', `/api${PUSH_PATHS.settings}`)).json().kinds).toEqual([
      ...PUSH_KINDS,
    ]);
    const bad = await call('colleague', 'PUT', `/api${PUSH_PATHS.settings}`, { kinds: ['spam'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose kinds from the list');
  });

  it('refuses a subscription that is not one', async () => {
    for (const body of [
      { endpoint: 'ftp://push.example.com/x', keys: { p256dh: 'abc', auth: 'def' } },
      { endpoint: 'https://push.example.com/x', keys: { p256dh: 'not base64!', auth: 'def' } },
      { endpoint: 'https://push.example.com/x' },
      {
        endpoint: `https://push.example.com/${'x'.repeat(2100)}`,
        keys: { p256dh: 'a', auth: 'b' },
      },
    ]) {
      const res = await call('technician', 'POST', `/api${PUSH_PATHS.subscriptions}`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });
});

describe('pushing', () => {
  it('pushes an assignment to each of the assignee’s browsers, signed and encrypted', async () => {
    const phone = pushService.subscriber('technician-phone');
    const laptop = pushService.subscriber('technician-laptop');
    expect((await subscribe('technician', phone)).statusCode).toBe(204);
    expect((await subscribe('technician', laptop)).statusCode).toBe(204);
    const job = await assign('Replace the seal');
    await arrived('technician-phone', 1);
    await arrived('technician-laptop', 1);
    expect(pushService.refused).toEqual([]);
    const [push] = pushesTo('technician-phone');
    expect(push?.payload).toEqual({
      title: 'New work order assigned',
      body: expect.stringContaining(`${job.workOrderNumber} "Replace the seal" at North Plant`),
      // Where the bell would go: the work order itself.
      url: `/tasks?taskId=${job.id}`,
      tag: expect.any(String),
    });
    expect(push?.urgency).toBe('high');
    expect(push?.ttl).toBe(86_400);
  });

  it('writes in the reader’s language', async () => {
    const tablet = pushService.subscriber('colleague-tablet');
    expect((await subscribe('colleague', tablet)).statusCode).toBe(204);
    const language = await call('colleague', 'PUT', `/api${organisationPaths.myLanguage}`, {
      language: 'es',
    });
    expect(language.statusCode).toBe(200);
    await assign('Cambiar el sello', ids.colleague);
    await arrived('colleague-tablet', 1);
    expect(pushesTo('colleague-tablet')[0]?.payload.title).toBe('Nueva orden de trabajo asignada');
  });

  it('pushes nothing of a kind the user turned off, nor what is never pushed', async () => {
    const off = await call('colleague', 'PUT', `/api${PUSH_PATHS.settings}`, {
      kinds: ['leave_decided'],
    });
    expect(off.statusCode).toBe(200);
    const job = await assign('Not pushed', ids.colleague);
    // A status change is in the bell but is not a push kind.
    const status = await call('admin', 'PATCH', `/api/tasks/${job.id}/status`, {
      status: 'on_hold',
    });
    expect(status.statusCode).toBe(200);
    // The kind is read when the push is delivered: once the runner has taken every push job,
    // nothing more arrived.
    await expect.poll(queuedPushes, { timeout: 10_000, interval: 100 }).toBe(0);
    expect(pushesTo('colleague-tablet')).toHaveLength(1);
    await call('colleague', 'PUT', `/api${PUSH_PATHS.settings}`, { kinds: ['assigned'] });
    await assign('Pushed again', ids.colleague);
    await arrived('colleague-tablet', 2);
  });

  it('removes a subscription the push service says is gone, and keeps the others', async () => {
    pushService.forget('technician-laptop');
    await assign('After the laptop left');
    await arrived('technician-phone', 2);
    await expect
      .poll(async () => {
        const rows = await s.db
          .select({ endpoint: pushSubscriptions.endpoint })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, ids.technician));
        return rows.map((row) => row.endpoint.split('/').pop());
      })
      .toEqual(['technician-phone']);
  });

  it('stops when the user unsubscribes, and leaves another user’s browser alone', async () => {
    const phone = pushesTo('technician-phone').length;
    const endpoint = pushService.subscriber('technician-phone').endpoint;
    // Someone else cannot unsubscribe the technician's phone.
    const other = await call('colleague', 'DELETE', `/api${PUSH_PATHS.subscriptions}`, {
      endpoint,
    });
    expect(other.statusCode).toBe(204);
    const rows = await s.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toHaveLength(1);
    const own = await call('technician', 'DELETE', `/api${PUSH_PATHS.subscriptions}`, { endpoint });
    expect(own.statusCode).toBe(204);
    // A change pushed to the colleague proves the runner went past the technician's job.
    await assign('Nobody’s phone');
    await assign('Colleague again', ids.colleague);
    await arrived('colleague-tablet', 3);
    expect(pushesTo('technician-phone')).toHaveLength(phone);
  });
});

describe('pushing to the Android app (FCM)', () => {
  it('sends the same kinds to a registered phone, with what its tap handler reads', async () => {
    const extra = await s.addCast([['fitter', 'technician', [north]]]);
    const phone = `fcm-token-${'x'.repeat(40)}`;
    const web = `web-device-${'y'.repeat(40)}`;
    for (const [deviceToken, platform] of [
      [phone, 'android'],
      [web, 'web'],
    ]) {
      const res = await extra.call('fitter', 'POST', '/api/notifications/register-device', {
        deviceToken,
        platform,
      });
      expect(res.statusCode).toBe(201);
    }
    const job = await assign('Grease the bearings', extra.ids.fitter);
    await expect.poll(() => fcm.received.length, { timeout: 10_000, interval: 100 }).toBe(1);
    expect(fcm.refused).toEqual([]);
    const [message] = fcm.received;
    expect(message?.token).toBe(phone);
    expect(message?.notification.title).toBe('New work order assigned');
    expect(message?.android.priority).toBe('high');
    // FCM carries strings only: the tap handler parses data as the bell's notification data.
    expect(message?.data.type).toBe('task_assignment');
    expect(JSON.parse(message?.data.data ?? '{}').taskId).toBe(job.id);
    expect(message?.data.url).toBe(`/tasks?taskId=${job.id}`);

    // The same choice as the browser's: a kind turned off is not sent to the phone either.
    await extra.call('fitter', 'PUT', `/api${PUSH_PATHS.settings}`, { kinds: ['leave_decided'] });
    await assign('Not to the phone', extra.ids.fitter);
    await expect.poll(queuedPushes, { timeout: 10_000, interval: 100 }).toBe(0);
    expect(fcm.received).toHaveLength(1);

    // Uninstalled: FCM answers 404 and the device is forgotten; the web registration stays.
    await extra.call('fitter', 'PUT', `/api${PUSH_PATHS.settings}`, { kinds: ['assigned'] });
    fcm.unregister(phone);
    await assign('After the uninstall', extra.ids.fitter);
    await expect
      .poll(
        async () =>
          (
            await s.db
              .select({ token: devices.token })
              .from(devices)
              .where(eq(devices.userId, extra.ids.fitter))
          ).map((row) => row.token),
        { timeout: 10_000, interval: 100 },
      )
      .toEqual([web]);
    // One access token served every send.
    expect(fcm.tokenRequests()).toBe(1);
  });
});
