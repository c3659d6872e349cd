import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { downtimeOf, warrantyState } from '@cmms/shared/asset-history';
import type { WorkOrderInput } from '@cmms/shared/work-orders';
import { afterAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { scenario } from '../../test/scenario';
import { testClock } from '../../test/test-clock';
import { warnOfExpiringDocuments } from '../attachments/expiry-warnings.service';

const clock = testClock(new Date('2026-06-15T12:00:00Z'));
const at = (hhmm: string) => `2026-06-15T${hhmm}:00.000Z`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-asset-history-'));
const s = await scenario({
  clock,
  config: { dataDir, storage: { driver: 'local' } },
  sites: { north: 'North Plant', south: 'South Depot' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['supervisor', 'supervisor', ['north']],
    ['technician', 'technician', ['north']],
    ['southManager', 'manager', ['south']],
    ['client', 'client', ['north']],
  ],
});
afterAll(async () => {
  await s.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
const { call, ids } = s;
const north = s.sites.north;
const history = async (who: keyof typeof ids, assetId: string) => {
  const res = await call(who, 'GET', `/api/assets/${assetId}/history`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const workOrder = (assetId: string, title: string) =>
  s.newWorkOrder('manager', {
    title,
    description: 'On the asset',
    dueDate: '2026-06-22',
    assignedToId: ids.technician,
    assetId,
    siteId: north.id,
  } satisfies WorkOrderInput);
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(500, 0x20)]);
const uploadDocument = (assetId: string, fields: Record<string, string>) => {
  const body = multipartBody({ name: 'Warranty.pdf', bytes: pdf }, fields);
  return s.app.inject({
    method: 'POST',
    url: `/api/assets/${assetId}/attachments`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${s.tokens.manager}` },
  });
};

describe('the asset history', () => {
  it('lists its work orders, newest first, with their time, parts and cost to date', async () => {
    await call('admin', 'PUT', `/api/users/${ids.technician}/hourly-rate`, { hourlyRate: 30 });
    const pump = await s.newAsset('admin', { name: 'Pump 3', siteId: north.id });
    const seal = await s.newMaterial('manager', {
      name: 'Seal',
      category: 'Plumbing',
      quantity: 10,
      siteId: north.id,
      unitCost: 4,
    });
    const first = await workOrder(pump.id, 'Replace seal');
    const second = await workOrder(pump.id, 'Check vibration');
    await call('technician', 'POST', `/api/tasks/${first.id}/time`, {
      startedAt: at('08:00'),
      endedAt: at('09:00'),
    });
    await call('technician', 'POST', `/api/tasks/${first.id}/parts`, {
      materialId: seal.id,
      quantity: 3,
    });
    await call('technician', 'POST', `/api/tasks/${second.id}/time`, {
      startedAt: at('10:00'),
      endedAt: at('10:30'),
    });
    await call('technician', 'PATCH', `/api/tasks/${first.id}/status`, { status: 'completed' });

    const seen = await history('manager', pump.id);
    expect(seen.workOrders.map((w: { title: string }) => w.title)).toEqual([
      'Check vibration',
      'Replace seal',
    ]);
    expect(seen.workOrders[1]).toMatchObject({
      status: 'completed',
      minutes: 60,
      partsUsed: 3,
      cost: 42,
      assignedTo: { id: ids.technician, name: 'technician' },
    });
    expect(seen.totals).toEqual({
      workOrders: 2,
      open: 1,
      minutes: 90,
      partsUsed: 3,
      labour: 45,
      parts: 12,
      cost: 57,
      currency: 'USD',
    });
    // The same history without pay for those who may not see it.
    for (const who of ['supervisor', 'technician', 'client'] as const) {
      const theirs = await history(who, pump.id);
      expect(theirs.totals.cost, who).toBeNull();
      expect(theirs.totals.currency, who).toBeNull();
    }
    expect((await call('southManager', 'GET', `/api/assets/${pump.id}/history`)).statusCode).toBe(
      404,
    );
  });

  it('counts downtime from its status changes, open while it is still down', async () => {
    const chiller = await s.newAsset('admin', { name: 'Chiller', siteId: north.id });
    const setStatus = async (status: string) => {
      const res = await call('manager', 'PUT', `/api/assets/${chiller.id}`, { status });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setStatus('Out of Service');
    clock.advanceMinutes(90);
    await setStatus('Active');
    clock.advanceMinutes(30);
    await setStatus('Out of Service');
    clock.advanceMinutes(15);
    const seen = await history('manager', chiller.id);
    expect(seen.downtime.periods).toHaveLength(2);
    expect(seen.downtime.periods[1].to).toBeNull();
    expect(seen.downtime.downSince).toBe(seen.downtime.periods[1].from);
    expect(seen.downtime.minutes).toBe(105);
  });

  it('shows its warranty and warns its managers once, a month before it runs out', async () => {
    const lift = await s.newAsset('admin', { name: 'Lift', siteId: north.id });
    const bad = await uploadDocument(lift.id, {
      documentType: 'warranty',
      expiresOn: '2026-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ expiresOn: 'Enter the expiry date as YYYY-MM-DD' });
    const badType = await uploadDocument(lift.id, { documentType: 'invoice' });
    expect(badType.json().errors).toEqual({
      documentType: 'Document type must be manual, warranty, certificate or other',
    });
    const res = await uploadDocument(lift.id, {
      documentType: 'warranty',
      expiresOn: '2026-07-10',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ documentType: 'warranty', expiresOn: '2026-07-10' });
    expect((await history('technician', lift.id)).warranty).toMatchObject({
      name: 'Warranty.pdf',
      expiresOn: '2026-07-10',
      state: 'expiring',
    });

    const warned = await warnOfExpiringDocuments({ db: s.db, clock });
    expect(warned).toBeGreaterThanOrEqual(1);
    const told = (await call('manager', 'GET', '/api/notifications'))
      .json()
      .filter((n: { type: string; data: string }) => n.type === 'document_expiring');
    expect(told).toHaveLength(1);
    expect(JSON.parse(told[0].data)).toMatchObject({ assetId: lift.id });
    expect(told[0].body).toContain('Warranty.pdf');
    // Once: the next pass finds it warned already.
    await warnOfExpiringDocuments({ db: s.db, clock });
    const again = (await call('manager', 'GET', '/api/notifications'))
      .json()
      .filter((n: { type: string }) => n.type === 'document_expiring');
    expect(again).toHaveLength(1);
    // The technician of the site is not one of its managers.
    const technician = (await call('technician', 'GET', '/api/notifications')).json();
    expect(technician.some((n: { type: string }) => n.type === 'document_expiring')).toBe(false);
  });
});

describe('downtime and warranty rules', () => {
  const when = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
  it('adds the periods spent Out of Service, the last one up to now', () => {
    const changes = [
      { toStatus: 'Active', changedAt: when(0) },
      { toStatus: 'Out of Service', changedAt: when(10) },
      { toStatus: 'On Hold', changedAt: when(40) },
      { toStatus: 'Out of Service', changedAt: when(100) },
      { toStatus: 'Out of Service', changedAt: when(110) },
    ];
    const downtime = downtimeOf(changes, when(130));
    expect(downtime.minutes).toBe(60);
    expect(downtime.periods).toEqual([
      { from: when(10), to: when(40) },
      { from: when(100), to: null },
    ]);
    expect(downtime.downSince).toEqual(when(100));
  });

  it('calls a warranty expiring from 30 days before its last day, expired after it', () => {
    expect(warrantyState('2026-07-15', '2026-06-14')).toBe('valid');
    expect(warrantyState('2026-07-15', '2026-06-15')).toBe('expiring');
    expect(warrantyState('2026-07-15', '2026-07-15')).toBe('expiring');
    expect(warrantyState('2026-07-15', '2026-07-16')).toBe('expired');
  });
});
