import type { ActivityEntry } from '@cmms/shared/activity';
import { ASSET_CSV_COLUMNS, type Asset, type AssetInput } from '@cmms/shared/assets';
import { msg } from '@cmms/shared/i18n/message';
import { en, translatorFor } from '@cmms/shared/i18n/source-translators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';

const s = await scenario({
  sites: { north: 'North Plant', south: 'South Depot' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['regional', 'manager', ['north', 'south']],
    ['supervisor', 'supervisor', ['north']],
    ['technician', 'technician', ['north']],
    ['southTech', 'technician', ['south']],
    ['client', 'client', ['north']],
    ['housekeeping', 'housekeeping', ['north']],
    // A role that exists nowhere grants nothing.
    ['nobody', 'greeter', ['north']],
  ],
});
afterAll(() => s.close());
type Who = keyof typeof s.ids;
const { call, ids } = s;
const { north, south } = s.sites;

const addAsset = (fields: Partial<AssetInput> & { name: string }, who: Who = 'admin') =>
  s.newAsset(who, { siteId: north.id, ...fields });

describe('POST /api/assets', () => {
  it('creates an asset with a generated, sequential number and logs it', async () => {
    const first = await addAsset({ name: '  Chiller 1 ', type: 'HVAC', location: 'Roof' });
    const second = await addAsset({ name: 'Chiller 2' });
    expect(first).toMatchObject({ name: 'Chiller 1', type: 'HVAC', status: 'Active' });
    expect(first.assetNumber).toMatch(/^AST-\d{6}$/);
    for (const at of [first.createdAt, first.updatedAt]) {
      expect(new Date(at).toISOString()).toBe(at);
    }
    expect(Number(second.assetNumber.slice(4))).toBe(Number(first.assetNumber.slice(4)) + 1);
    expect(second).toMatchObject({ site: { id: north.id, name: 'North Plant' }, assignedTo: null });
    const log = await call('admin', 'GET', '/api/activity/logs?type=asset');
    expect(log.json().map((e: ActivityEntry) => e.action)).toContain('asset_created');
  });

  it('ignores a number sent by the client', async () => {
    const sent = { name: 'Pump', assetNumber: 'AST-999999' };
    const asset = await addAsset(sent);
    expect(asset.assetNumber).not.toBe('AST-999999');
  });

  it('requires a name and a site, under their fields', async () => {
    const res = await call('admin', 'POST', '/api/assets', { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Asset name is required',
      siteId: 'Site is required',
    });
  });

  it('says how long a name and the other texts may be', async () => {
    const res = await call('admin', 'POST', '/api/assets', {
      name: 'A'.repeat(201),
      location: 'L'.repeat(201),
      siteId: north.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Asset name must be at most 200 characters',
      location: 'Location must be at most 200 characters',
    });
  });

  it('accepts the form statuses in any case and the legacy ones, and refuses others', async () => {
    expect((await addAsset({ name: 'A', status: 'on hold' })).status).toBe('On Hold');
    expect((await addAsset({ name: 'B', status: 'under-maintenance' })).status).toBe(
      'under-maintenance',
    );
    const res = await call('admin', 'POST', '/api/assets', {
      name: 'C',
      siteId: north.id,
      status: 'broken',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.status).toBe(
      'Status must be one of Active, On Hold, Completed, Out of Service',
    );
  });

  it('refuses a site outside the caller’s sites and an assignee who does not work there', async () => {
    const outside = await call('manager', 'POST', '/api/assets', { name: 'X', siteId: south.id });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors.siteId).toBe('Site not found or not one of your sites');
    const stranger = await call('manager', 'POST', '/api/assets', {
      name: 'X',
      siteId: north.id,
      assignedTo: ids.southTech,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors.assignedTo).toBeDefined();
    const assigned = await addAsset({ name: 'Boiler', assignedTo: ids.technician }, 'manager');
    expect(assigned).toMatchObject({ assignedTo: { id: ids.technician, name: 'technician' } });
  });

  it.each(['technician', 'client', 'housekeeping'] as const)('refuses %s with 403', async (who) => {
    const res = await call(who, 'POST', '/api/assets', { name: 'X', siteId: north.id });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/assets', () => {
  let southAsset: Asset;
  beforeAll(async () => {
    southAsset = await addAsset({ name: 'Dock Crane', siteId: south.id, status: 'operational' });
    await addAsset({ name: 'Old Lift', status: 'inactive' });
    await addAsset({ name: 'Fan', status: 'Out of Service' });
    await addAsset({ name: 'Press', status: 'maintenance' });
  });

  it('shows admins every site and others only theirs, newest first, with the total', async () => {
    const all = await call('admin', 'GET', '/api/assets?limit=200');
    const mine = await call('manager', 'GET', '/api/assets?limit=200');
    expect(Number(all.headers['x-total-count'])).toBe(all.json().length);
    expect(all.json().map((a: Asset) => a.id)).toContain(southAsset.id);
    expect(mine.json().map((a: Asset) => a.id)).not.toContain(southAsset.id);
    expect(Number(mine.headers['x-total-count'])).toBe(Number(all.headers['x-total-count']) - 1);
    const numbers = all.json().map((a: { assetNumber: string }) => a.assetNumber);
    expect(numbers).toEqual([...numbers].sort().reverse());
  });

  it('pages a manager of several sites across them, newest first', async () => {
    const all = (await call('admin', 'GET', '/api/assets?limit=200')).json();
    for (const offset of [0, 1, 4]) {
      const page = await call('regional', 'GET', `/api/assets?limit=3&offset=${offset}`);
      expect(page.json().map((a: Asset) => a.id)).toEqual(
        all.slice(offset, offset + 3).map((a: Asset) => a.id),
      );
      expect(Number(page.headers['x-total-count'])).toBe(all.length);
    }
    const past = await call('regional', 'GET', '/api/assets?offset=500');
    expect(past.json()).toEqual([]);
    expect(Number(past.headers['x-total-count'])).toBe(all.length);
  });

  it('pages on the server', async () => {
    const page = await call('admin', 'GET', '/api/assets?limit=2&offset=1');
    const all = (await call('admin', 'GET', '/api/assets?limit=200')).json();
    expect(page.json().map((a: Asset) => a.id)).toEqual(all.slice(1, 3).map((a: Asset) => a.id));
  });

  it('counts legacy statuses in the dashboard filters', async () => {
    const names = async (query: string) =>
      (await call('admin', 'GET', `/api/assets?${query}&limit=200`))
        .json()
        .map((a: Asset) => a.name);
    expect(await names('filter=out-of-service')).toEqual(
      expect.arrayContaining(['Old Lift', 'Fan']),
    );
    expect(await names('filter=out-of-service')).not.toContain('Press');
    expect(await names('filter=maintenance')).toEqual(expect.arrayContaining(['Press', 'A', 'B']));
    expect(await names('filter=active')).toEqual(expect.arrayContaining(['Dock Crane', 'Pump']));
    expect(await names('filter=active')).not.toContain('Fan');
  });

  it('searches name, number, type and location, and filters by site, status and assignee', async () => {
    const names = async (who: Who, query: string) =>
      (await call(who, 'GET', `/api/assets?${query}`)).json().map((a: Asset) => a.name);
    expect(await names('admin', 'search=chiller')).toEqual(['Chiller 2', 'Chiller 1']);
    expect(await names('admin', 'search=roof')).toEqual(['Chiller 1']);
    // In any case, as the fields are written or not.
    expect(await names('admin', 'search=CHILLER%202')).toEqual(['Chiller 2']);
    expect(await names('admin', 'search=Roof')).toEqual(['Chiller 1']);
    expect(await names('admin', `siteId=${south.id}`)).toEqual(['Dock Crane']);
    expect(await names('admin', 'status=Out%20of%20Service')).toEqual(['Fan']);
    expect(await names('admin', `assignedTo=${ids.technician}`)).toEqual(['Boiler']);
    expect(await names('manager', `siteId=${south.id}`)).toEqual([]);
    expect(await names('admin', 'search=100%25')).toEqual([]);
  });

  it('lets housekeeping read the assets of its sites, and nothing more', async () => {
    const res = await call('housekeeping', 'GET', '/api/assets?limit=100');
    expect(res.statusCode).toBe(200);
    const sites = new Set(res.json().map((asset: Asset) => asset.siteId));
    expect([...sites]).toEqual([north.id]);
    const one = (res.json() as Asset[])[0] as Asset;
    expect((await call('housekeeping', 'GET', `/api/assets/${one.id}`)).statusCode).toBe(200);
    expect((await call('housekeeping', 'GET', `/api/assets/${southAsset.id}`)).statusCode).toBe(
      404,
    );
    const refused = [
      await call('housekeeping', 'POST', '/api/assets', { name: 'Mop', siteId: north.id }),
      await call('housekeeping', 'GET', '/api/assets/export'),
      await call('housekeeping', 'PUT', `/api/assets/${one.id}`, { status: 'On Hold' }),
      await call('housekeeping', 'DELETE', `/api/assets/${one.id}`),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403]);
  });

  it('refuses bad filters with 400 and callers without view_assets with 403', async () => {
    expect((await call('admin', 'GET', '/api/assets?filter=broken')).statusCode).toBe(400);
    expect((await call('admin', 'GET', '/api/assets?limit=0')).statusCode).toBe(400);
    expect((await call('nobody', 'GET', '/api/assets')).statusCode).toBe(403);
    expect((await s.app.inject('/api/assets')).statusCode).toBe(401);
  });

  it('answers one asset, and 404 for another site’s', async () => {
    expect((await call('admin', 'GET', `/api/assets/${southAsset.id}`)).statusCode).toBe(200);
    for (const who of ['manager', 'technician', 'client'] as const) {
      expect((await call(who, 'GET', `/api/assets/${southAsset.id}`)).statusCode).toBe(404);
    }
    expect((await call('southTech', 'GET', `/api/assets/${southAsset.id}`)).json().name).toBe(
      'Dock Crane',
    );
  });
});

describe('PUT /api/assets/{id}', () => {
  let asset: Asset;
  beforeAll(async () => {
    asset = await addAsset({ name: 'Generator', type: 'Power' });
  });

  it('lets a manager edit the whole asset and logs it', async () => {
    const res = await call('manager', 'PUT', `/api/assets/${asset.id}`, {
      name: 'Generator A',
      siteId: north.id,
      status: 'Active',
      location: 'Basement',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Generator A', location: 'Basement', type: null });
  });

  it('takes a status alone', async () => {
    const res = await call('supervisor', 'PUT', `/api/assets/${asset.id}`, { status: 'Active' });
    expect(res.json()).toMatchObject({ name: 'Generator A', status: 'Active' });
  });

  it('lets a technician set On Hold, Completed or Out of Service, and nothing else', async () => {
    for (const status of ['On Hold', 'Completed', 'Out of Service']) {
      const res = await call('technician', 'PUT', `/api/assets/${asset.id}`, { status });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const active = await call('technician', 'PUT', `/api/assets/${asset.id}`, { status: 'Active' });
    expect(active.statusCode).toBe(403);
    const edit = await call('technician', 'PUT', `/api/assets/${asset.id}`, {
      name: 'Renamed',
      siteId: north.id,
    });
    expect(edit.statusCode).toBe(403);
    const log = (await call('admin', 'GET', '/api/activity/logs?type=asset')).json();
    expect(log[0]).toMatchObject({ action: 'asset_updated', user: 'technician' });
  });

  it('refuses the client, another site’s technician and a half form', async () => {
    expect(
      (await call('client', 'PUT', `/api/assets/${asset.id}`, { status: 'On Hold' })).statusCode,
    ).toBe(403);
    expect(
      (await call('southTech', 'PUT', `/api/assets/${asset.id}`, { status: 'On Hold' })).statusCode,
    ).toBe(404);
    const half = await call('manager', 'PUT', `/api/assets/${asset.id}`, { name: 'Only a name' });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual({ siteId: 'Site is required' });
    const nothing = await call('manager', 'PUT', `/api/assets/${asset.id}`, {});
    expect(nothing.statusCode).toBe(400);
  });
});

describe('DELETE /api/assets/{id}', () => {
  it('refuses field roles and the client', async () => {
    const asset = await addAsset({ name: 'Keep me' });
    for (const who of ['technician', 'client'] as const) {
      expect((await call(who, 'DELETE', `/api/assets/${asset.id}`)).statusCode).toBe(403);
    }
  });

  it('deletes, logs, and answers 404 afterwards and for other sites', async () => {
    const asset = await addAsset({ name: 'Scrap', siteId: south.id });
    expect((await call('manager', 'DELETE', `/api/assets/${asset.id}`)).statusCode).toBe(404);
    const res = await call('admin', 'DELETE', `/api/assets/${asset.id}`);
    expect(res.json()).toEqual({ message: 'Asset deleted successfully!' });
    expect((await call('admin', 'GET', `/api/assets/${asset.id}`)).statusCode).toBe(404);
    const log = (await call('admin', 'GET', '/api/activity/logs?type=asset')).json();
    expect(log[0]).toMatchObject({ action: 'asset_deleted' });
  });
});

describe('GET /api/assets/export', () => {
  it('streams the filtered list as CSV with the columns and file name of requirements/assets.md#limits', async () => {
    const res = await call('manager', 'GET', '/api/assets/export?search=chiller');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="assets_\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.body.split('\r\n')).toEqual([
      'Name,Type,Location,Status,Site',
      'Chiller 2,,,Active,North Plant',
      'Chiller 1,HVAC,Roof,Active,North Plant',
      '',
    ]);
  });

  it('keeps to the caller’s sites and escapes what a spreadsheet would run', async () => {
    await addAsset({ name: '=HYPERLINK("x")', location: 'Room "7", east' });
    const body = (await call('manager', 'GET', '/api/assets/export')).body;
    expect(body).not.toContain('Dock Crane');
    expect(body).toContain(`"'=HYPERLINK(""x"")",,"Room ""7"", east",Active,North Plant`);
  });

  it.each(['technician', 'client', 'housekeeping'] as const)('refuses %s with 403', async (who) => {
    expect((await call(who, 'GET', '/api/assets/export')).statusCode).toBe(403);
  });
});

describe('in the caller’s language (issue 32)', () => {
  const hi = translatorFor('hi');
  const ar = translatorFor('ar');

  it('answers refusals, field errors and the CSV header in Hindi or Arabic', async () => {
    const asset = await addAsset({ name: 'Cooling tower' });
    const refused = await s.callIn('ar', 'technician', 'PUT', `/api/assets/${asset.id}`, {
      status: 'Active',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ar.t('assets.statusNotAllowed'));
    expect(refused.json().message).not.toBe(en('assets.statusNotAllowed'));
    const missing = await s.callIn('hi', 'admin', 'POST', '/api/assets', { name: ' ' });
    expect(missing.json().errors).toEqual({
      name: hi.t('assets.nameRequired'),
      siteId: hi.t('assets.siteRequired'),
    });
    const csv = await s.callIn('hi', 'manager', 'GET', '/api/assets/export?search=cooling');
    expect(csv.body.split('\r\n').slice(0, 2)).toEqual([
      ASSET_CSV_COLUMNS.map((column) => hi.t(column)).join(','),
      // The cells are the data as stored.
      'Cooling tower,,,Active,North Plant',
    ]);
  });

  it('counts the open work orders that keep an asset in the reader’s plural', async () => {
    const asset = await addAsset({ name: 'Feed pump' });
    for (const title of ['Seal', 'Bearing']) {
      await s.newWorkOrder('manager', {
        title,
        description: 'Leaks',
        dueDate: '2030-01-01',
        assignedToId: ids.technician,
        assetId: asset.id,
        siteId: north.id,
      });
    }
    const english = await call('admin', 'DELETE', `/api/assets/${asset.id}`);
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe(
      'This asset still has 2 open work orders. Complete, cancel or move them first.',
    );
    const arabic = await s.callIn('ar', 'admin', 'DELETE', `/api/assets/${asset.id}`);
    expect(arabic.json().message).toBe(ar.t('assets.openWork', { count: 2 }));
    expect(en('assets.openWork', { count: 1 })).toBe(
      'This asset still has 1 open work order. Complete, cancel or move them first.',
    );
  });

  it('keeps an activity entry in each reader’s language, the status by its label', async () => {
    const asset = await addAsset({ name: 'Air handler' });
    await call('supervisor', 'PUT', `/api/assets/${asset.id}`, { status: 'On Hold' });
    const [entry] = (await s.callIn('hi', 'admin', 'GET', '/api/activity/logs?type=asset')).json();
    const values = { name: 'Air handler', number: asset.assetNumber };
    expect(entry.description).toBe(
      hi.t('assets.activityStatusChanged', {
        ...values,
        from: msg('assets.statusActive'),
        to: msg('assets.statusOnHold'),
      }),
    );
    const [english] = (await call('admin', 'GET', '/api/activity/logs?type=asset')).json();
    expect(english.description).toBe(
      `Asset "Air handler" (${asset.assetNumber}) status changed from Active to On Hold`,
    );
  });
});
