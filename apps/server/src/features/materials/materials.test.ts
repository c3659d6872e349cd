import { msg } from '@cmms/shared/i18n/message';
import { en, translatorFor, withoutIsolates } from '@cmms/shared/i18n/source-translators';
import type { Material, MaterialInput, MaterialRequest, Movement } from '@cmms/shared/materials';
import type { Notification } from '@cmms/shared/notifications';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';
import { materialMovements as movements } from './materials.table';

const s = await scenario({
  sites: { north: 'North Plant', south: 'South Depot' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['southManager', 'manager', ['south']],
    ['supervisor', 'supervisor', ['north']],
    ['technician', 'technician', ['north']],
    ['otherTech', 'technician', ['north']],
    ['southTech', 'technician', ['south']],
    ['client', 'client', ['north']],
    ['siteless', 'technician', []],
  ],
});
afterAll(() => s.close());
type Who = keyof typeof s.ids;
const { call, ids } = s;
const { north, south } = s.sites;

/** The sum of a material's ledger: what its quantity must equal. */
async function ledgerSum(materialId: string) {
  const [row] = await s.db
    .select({ total: sql<number>`coalesce(sum(${movements.delta}), 0)::int` })
    .from(movements)
    .where(eq(movements.materialId, materialId));
  return row?.total ?? 0;
}

const addMaterial = (fields: Partial<MaterialInput> = {}, who: Who = 'manager') =>
  s.newMaterial(who, {
    name: 'Nitrile gloves',
    category: 'Safety',
    unit: 'pairs',
    quantity: 40,
    reorderLevel: 10,
    siteId: north.id,
    ...fields,
  });

async function ask(
  material: Material,
  quantity: number,
  who: Who = 'technician',
): Promise<MaterialRequest> {
  const res = await call(who, 'POST', '/api/materials/requests', {
    materialId: material.id,
    quantity,
    reason: 'Pump overhaul',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const decide = (request: MaterialRequest, status: string, who: Who = 'manager') =>
  call(who, 'PUT', `/api/materials/requests/${request.id}`, { status });

const stockOf = async (material: Material) =>
  ((await call('admin', 'GET', `/api/materials/${material.id}`)).json() as Material).quantity;

describe('access and inventory', () => {
  it('refuses someone without a site, and lets managers keep materials of their sites', async () => {
    const denied = await call('siteless', 'GET', '/api/materials');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(
      'You need to be assigned to at least one site to access the materials page.',
    );
    const gloves = await addMaterial();
    expect(gloves).toMatchObject({ stockLevel: 'In Stock', site: { name: 'North Plant' } });
    const elsewhere = await call('manager', 'POST', '/api/materials', {
      name: 'Rope',
      category: 'Rigging',
      siteId: south.id,
    });
    expect(elsewhere.json().errors.siteId).toBe('Site not found or not one of your sites');
    const everywhere = await call('manager', 'POST', '/api/materials', {
      name: 'Rope',
      category: 'Rigging',
    });
    expect(everywhere.statusCode).toBe(400);
    const global = await addMaterial({ name: 'Cable ties', siteId: null, quantity: 0 }, 'admin');
    expect(global).toMatchObject({ site: null, stockLevel: 'Out of Stock' });
    // A material of all sites is every site's: one site's manager may not edit, zero, take
    // over or delete it (issue 29), nor move one of theirs there; an administrator may.
    for (const change of [
      { name: 'Cable ties', category: 'Safety', quantity: 0, siteId: null },
      { name: 'Cable ties', category: 'Safety', quantity: 0, siteId: north.id },
    ]) {
      const refused = await call('manager', 'PUT', `/api/materials/${global.id}`, change);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe(en('materials.allSitesAdminsOnly'));
    }
    const removed = await call('manager', 'DELETE', `/api/materials/${global.id}`);
    expect(removed.statusCode).toBe(403);
    const restock = await call('admin', 'PUT', `/api/materials/${global.id}`, {
      name: 'Cable ties',
      category: 'Safety',
      quantity: 0,
      siteId: null,
    });
    expect(restock.statusCode, restock.body).toBe(200);
    const moved = await call('manager', 'PUT', `/api/materials/${gloves.id}`, {
      name: 'Nitrile gloves',
      category: 'Safety',
      quantity: 40,
      siteId: null,
    });
    expect(moved.statusCode).toBe(400);
    for (const who of ['supervisor', 'technician', 'client'] as const) {
      expect(
        (await call(who, 'POST', '/api/materials', { name: 'X', category: 'Y' })).statusCode,
      ).toBe(403);
      expect((await call(who, 'DELETE', `/api/materials/${gloves.id}`)).statusCode).toBe(403);
    }
  });

  it('shows the materials of one’s sites and those for all sites, and 404 for others', async () => {
    const southOnly = await addMaterial({ name: 'Grease', siteId: south.id }, 'southManager');
    const names = (await call('technician', 'GET', '/api/materials?limit=200'))
      .json()
      .map((m: Material) => m.name);
    expect(names).toContain('Nitrile gloves');
    expect(names).toContain('Cable ties');
    expect(names).not.toContain('Grease');
    expect((await call('technician', 'GET', `/api/materials/${southOnly.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call('manager', 'PUT', `/api/materials/${southOnly.id}`, { name: 'G', category: 'C' }))
        .statusCode,
    ).toBe(404);
    const low = (await call('admin', 'GET', '/api/materials?level=Out%20of%20Stock')).json();
    expect(low.map((m: Material) => m.name)).toEqual(['Cable ties']);
    expect((await call('technician', 'GET', '/api/materials/categories')).json()).toEqual([
      'Safety',
    ]);
  });

  it('checks the material form with the spec’s messages', async () => {
    const res = await call('manager', 'POST', '/api/materials', {
      name: ' ',
      category: '',
      quantity: -1,
      reorderLevel: -2,
    });
    expect(res.json().errors).toMatchObject({
      name: 'Material name is required',
      category: 'Category is required',
      quantity: 'Quantity cannot be negative',
      reorderLevel: 'Reorder level cannot be negative',
    });
  });
});

describe('requests', () => {
  it('refuse more than the stock, and let the owner edit only while Pending', async () => {
    const filters = await addMaterial({ name: 'Air filters', quantity: 5, unit: 'pieces' });
    const tooMany = await call('technician', 'POST', '/api/materials/requests', {
      materialId: filters.id,
      quantity: 6,
      reason: 'AHU',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Only 5 pieces available');
    const blank = await call('technician', 'POST', '/api/materials/requests', {
      materialId: '',
      quantity: 0,
      reason: ' ',
    });
    expect(blank.json().errors).toMatchObject({
      materialId: 'Please select a material',
      quantity: 'Quantity must be greater than 0',
      reason: 'Please provide a reason for the request',
    });
    const mine = await ask(filters, 2);
    const edited = await call('technician', 'PUT', `/api/materials/requests/${mine.id}/user`, {
      quantity: 3,
      reason: 'AHU 4',
    });
    expect(edited.json()).toMatchObject({ quantity: 3, reason: 'AHU 4', status: 'Pending' });
    expect(
      (
        await call('otherTech', 'PUT', `/api/materials/requests/${mine.id}/user`, {
          quantity: 1,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('technician', 'PUT', `/api/materials/requests/${mine.id}`, {
          status: 'Approved',
        })
      ).statusCode,
    ).toBe(403);
    expect((await decide(mine, 'Approved')).statusCode).toBe(200);
    const late = await call('technician', 'PUT', `/api/materials/requests/${mine.id}/user`, {
      quantity: 1,
      reason: 'x',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Only pending requests can be edited.');
  });

  it('go Pending → Approved → Issued, taking the stock and writing the ledger', async () => {
    const bolts = await addMaterial({
      name: 'M12 bolts',
      quantity: 30,
      reorderLevel: 5,
      unit: 'boxes',
    });
    const request = await ask(bolts, 12);
    expect((await decide(request, 'Issued')).statusCode).toBe(409);
    const approved = await decide(request, 'approved');
    expect(approved.json()).toMatchObject({ status: 'Approved', decidedBy: { id: ids.manager } });
    const issued = await decide(request, 'Issued');
    expect(issued.json().status).toBe('Issued');
    expect(await stockOf(bolts)).toBe(18);
    const ledger = (
      await call('manager', 'GET', `/api/materials/${bolts.id}/movements`)
    ).json() as Movement[];
    expect(ledger.map((row) => [row.kind, row.delta, row.quantityAfter])).toEqual([
      ['issue', -12, 18],
      ['initial', 30, 30],
    ]);
    expect(ledger[0]?.requestId).toBe(request.id);
    expect((await decide(request, 'Rejected')).statusCode).toBe(409);
    const notes = (await call('technician', 'GET', '/api/notifications')).json() as Notification[];
    const aboutBolts = notes.filter(
      (note) => note.type === 'material_request' && note.body.includes('M12 bolts'),
    );
    expect(aboutBolts.map((note) => note.body)).toEqual([
      expect.stringContaining('was issued by manager'),
      expect.stringContaining('was approved by manager'),
    ]);
    // A correction is a movement too, and the stock is always the ledger's sum.
    await call('manager', 'PUT', `/api/materials/${bolts.id}`, {
      name: 'M12 bolts',
      category: 'Safety',
      unit: 'boxes',
      quantity: 25,
      reorderLevel: 5,
      siteId: north.id,
    });
    expect(await stockOf(bolts)).toBe(25);
    expect(await ledgerSum(bolts.id)).toBe(25);
  });

  it('are seen by managers of the site, and by everyone else only their own', async () => {
    const tape = await addMaterial({ name: 'Insulation tape', quantity: 9 });
    const theirs = await ask(tape, 1, 'otherTech');
    const own = (
      await call('technician', 'GET', '/api/materials/requests?limit=200')
    ).json() as MaterialRequest[];
    expect(own.every((request) => request.userId === ids.technician)).toBe(true);
    const managed = (
      await call('manager', 'GET', '/api/materials/requests?status=Pending&limit=200')
    ).json() as MaterialRequest[];
    expect(managed.map((request) => request.id)).toContain(theirs.id);
    // The Requests (N) tab's count comes from the counters the triggers keep: it matches the list.
    const pendingCount = await call(
      'manager',
      'GET',
      '/api/materials/requests?status=Pending&limit=1',
    );
    expect(Number(pendingCount.headers['x-total-count'])).toBe(managed.length);
    const allCount = await call('admin', 'GET', '/api/materials/requests?limit=1');
    const every = (await call('admin', 'GET', '/api/materials/requests?limit=200')).json();
    expect(Number(allCount.headers['x-total-count'])).toBe(every.length);
    const south = (
      await call('southManager', 'GET', '/api/materials/requests?limit=200')
    ).json() as MaterialRequest[];
    expect(south.map((request) => request.id)).not.toContain(theirs.id);
    expect((await decide(theirs, 'Rejected', 'southManager')).statusCode).toBe(404);
    const history = (await call('manager', 'GET', '/api/materials/requests?mine=true')).json();
    expect(history).toEqual([]);
  });

  it('keep a material with open requests from being deleted', async () => {
    const paint = await addMaterial({ name: 'Floor paint', quantity: 4, unit: 'liters' });
    const request = await ask(paint, 1);
    const blocked = await call('manager', 'DELETE', `/api/materials/${paint.id}`);
    expect(blocked.statusCode).toBe(409);
    await decide(request, 'Rejected');
    expect((await call('manager', 'DELETE', `/api/materials/${paint.id}`)).statusCode).toBe(200);
    expect((await call('manager', 'GET', `/api/materials/${paint.id}`)).statusCode).toBe(404);
  });
});

describe('low stock', () => {
  it('tells the site’s managers once per crossing of the reorder level', async () => {
    const fuses = await addMaterial({ name: 'Fuses 10A', quantity: 14, reorderLevel: 10 });
    const lowNotes = async () =>
      ((await call('manager', 'GET', '/api/notifications')).json() as Notification[]).filter(
        (note) => note.type === 'low_stock' && note.body.startsWith('Fuses 10A'),
      );
    for (const quantity of [3, 2, 2]) {
      const request = await ask(fuses, quantity);
      await decide(request, 'Approved');
      expect((await decide(request, 'Issued')).statusCode).toBe(200);
    }
    expect(await lowNotes()).toHaveLength(1);
    expect((await lowNotes())[0]?.body).toBe(
      'Fuses 10A is down to 9 pairs at North Plant (reorder level 10)',
    );
    // Restocked above the level, then down again: a second warning.
    await call('manager', 'PUT', `/api/materials/${fuses.id}`, {
      name: 'Fuses 10A',
      category: 'Safety',
      unit: 'pairs',
      quantity: 20,
      reorderLevel: 10,
      siteId: north.id,
    });
    const request = await ask(fuses, 15);
    await decide(request, 'Approved');
    await decide(request, 'Issued');
    expect(await lowNotes()).toHaveLength(2);
    expect(await notesOfSouthManager()).toEqual([]);
  });
});

async function notesOfSouthManager() {
  const notes = (await call('southManager', 'GET', '/api/notifications')).json() as Notification[];
  return notes.filter((note) => note.type === 'low_stock');
}

describe('issuing at once', () => {
  it('never drives stock below zero: 50 issues of 1 against 20 in stock issue exactly 20', async () => {
    const masks = await addMaterial({ name: 'N95 masks', quantity: 20, reorderLevel: 0 });
    const requests: MaterialRequest[] = [];
    for (let n = 0; n < 50; n++) {
      const request = await ask(masks, 1, n % 2 === 0 ? 'technician' : 'otherTech');
      await decide(request, 'Approved');
      requests.push(request);
    }
    // More than the stock at approval time is allowed: the stock is checked when it is issued.
    const answers = await Promise.all(requests.map((request) => decide(request, 'Issued')));
    const issued = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(issued).toHaveLength(20);
    expect(refused).toHaveLength(30);
    expect(refused[0]?.json().message).toBe('Only 0 pairs available');
    expect(await stockOf(masks)).toBe(0);
    expect(await ledgerSum(masks.id)).toBe(0);
    const stillApproved = (
      await call('manager', 'GET', '/api/materials/requests?status=Approved&limit=200')
    ).json() as MaterialRequest[];
    expect(stillApproved.filter((request) => request.materialId === masks.id)).toHaveLength(30);
  });
});

describe('restocking (docs/materials.md, "Restocking")', () => {
  it('lets a manager restock a material kept for all sites, as they issue from it', async () => {
    const shared = await addMaterial(
      { name: 'Shared fuses', siteId: null, quantity: 3, reorderLevel: 5 },
      'admin',
    );
    const res = await call('manager', 'POST', `/api/materials/${shared.id}/restock`, {
      quantity: 20,
      note: 'Delivery 4471',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ quantity: 23, stockLevel: 'In Stock', site: null });
    expect(await ledgerSum(shared.id)).toBe(23);
    const [last] = (
      await call('manager', 'GET', `/api/materials/${shared.id}/movements`)
    ).json() as Movement[];
    expect(last).toMatchObject({ delta: 20, quantityAfter: 23, note: 'Restocked: Delivery 4471' });
    const entries = (await call('admin', 'GET', '/api/activity?search=Shared%20fuses')).json();
    expect(entries[0].description).toBe('Material "Shared fuses" restocked with 20 pairs: 3 → 23');
    // The same manager still may not edit or delete its definition.
    const edit = await call('manager', 'PUT', `/api/materials/${shared.id}`, {
      name: 'Fuses',
      category: 'Electrical',
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(en('materials.allSitesAdminsOnly'));
    expect((await call('manager', 'DELETE', `/api/materials/${shared.id}`)).statusCode).toBe(403);
    // A manager restocks the materials of their own site too, and an administrator any.
    const own = await addMaterial({ name: 'Site fuses', quantity: 1 });
    const mine = await call('manager', 'POST', `/api/materials/${own.id}/restock`, {
      quantity: 1,
    });
    expect(mine.json()).toMatchObject({ quantity: 2 });
    const byAdmin = await call('admin', 'POST', `/api/materials/${own.id}/restock`, {
      quantity: 3,
    });
    expect(byAdmin.json()).toMatchObject({ quantity: 5 });
  });

  it('refuses those who only request, other sites, and a quantity below 1', async () => {
    const shared = await addMaterial({ name: 'Shared bulbs', siteId: null, quantity: 2 }, 'admin');
    const url = `/api/materials/${shared.id}/restock`;
    for (const who of ['supervisor', 'technician', 'client'] as const) {
      const refused = await call(who, 'POST', url, { quantity: 5 });
      expect(refused.statusCode, who).toBe(403);
    }
    expect((await call('siteless', 'POST', url, { quantity: 5 })).statusCode).toBe(403);
    const theirs = await addMaterial({ name: 'South bulbs', siteId: south.id }, 'southManager');
    expect(
      (await call('manager', 'POST', `/api/materials/${theirs.id}/restock`, { quantity: 5 }))
        .statusCode,
    ).toBe(404);
    for (const quantity of [0, -3, '1e3', 2.5]) {
      const bad = await call('manager', 'POST', url, { quantity });
      expect(bad.statusCode, String(quantity)).toBe(400);
      expect(bad.json().errors.quantity, String(quantity)).toBeTruthy();
    }
    expect((await call('manager', 'POST', url, {})).json().errors).toEqual({
      quantity: 'Enter how many arrived: at least 1',
    });
    const long = await call('manager', 'POST', url, { quantity: 1, note: 'x'.repeat(201) });
    expect(long.json().errors.note).toBe('Note must be at most 200 characters');
    expect((await s.app.inject({ method: 'POST', url, payload: { quantity: 1 } })).statusCode).toBe(
      401,
    );
    expect(await stockOf(shared)).toBe(2);
  });
});

describe('one site at a time (the header’s site)', () => {
  it('lists what a site draws on: its own materials and those kept for all sites', async () => {
    const names = async (who: Who, siteId: string) =>
      ((await call(who, 'GET', `/api/materials?siteId=${siteId}&limit=200`)).json() as Material[])
        .map((material) => material.site?.id ?? 'all')
        .filter((site, index, sites) => sites.indexOf(site) === index)
        .sort();
    expect(await names('admin', north.id)).toEqual([north.id, 'all'].sort());
    expect(await names('admin', south.id)).toEqual([south.id, 'all'].sort());
  });

  it('lists the requests of one site, and counts them as it lists them', async () => {
    const northOil = await addMaterial({ name: 'North oil', quantity: 50 });
    const southOil = await addMaterial(
      { name: 'South oil', quantity: 50, siteId: south.id },
      'southManager',
    );
    await ask(northOil, 1);
    await ask(southOil, 1, 'southTech');
    for (const [siteId, other] of [
      [north.id, south.id],
      [south.id, north.id],
    ] as const) {
      const res = await call('admin', 'GET', `/api/materials/requests?siteId=${siteId}&limit=200`);
      const rows = res.json() as MaterialRequest[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((request) => request.siteId === siteId)).toBe(true);
      expect(rows.some((request) => request.siteId === other)).toBe(false);
      expect(Number(res.headers['x-total-count'])).toBe(rows.length);
      const pending = await call(
        'admin',
        'GET',
        `/api/materials/requests?siteId=${siteId}&status=Pending&limit=1`,
      );
      expect(Number(pending.headers['x-total-count'])).toBe(
        rows.filter((request) => request.status === 'Pending').length,
      );
    }
    // A site that is not the manager's lists nothing rather than another site's requests.
    const foreign = await call('manager', 'GET', `/api/materials/requests?siteId=${south.id}`);
    expect(foreign.json()).toEqual([]);
    expect(foreign.headers['x-total-count']).toBe('0');
    expect((await call('manager', 'GET', '/api/materials/requests?siteId=nope')).statusCode).toBe(
      400,
    );
  });

  it('says one unit in the singular: "Only 1 piece available"', async () => {
    const last = await addMaterial({ name: 'Last valve', quantity: 1, unit: 'pieces' });
    const res = await call('technician', 'POST', '/api/materials/requests', {
      materialId: last.id,
      quantity: 2,
      reason: 'Two valves',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.quantity).toBe('Only 1 piece available');
  });
});

describe('in the reader’s language (issue 32)', () => {
  it('refuses an issue beyond the stock in Hindi, and in English to an English reader', async () => {
    const valves = await addMaterial({ name: 'Ball valves', quantity: 3, unit: 'boxes' });
    const request = await ask(valves, 3);
    await decide(request, 'Approved');
    // The stock leaves before the approved request is issued: the issue is refused.
    await call('manager', 'PUT', `/api/materials/${valves.id}`, {
      name: 'Ball valves',
      category: 'Safety',
      quantity: 1,
    });
    const url = `/api/materials/requests/${request.id}`;
    const hindi = await s.callIn('hi', 'manager', 'PUT', url, { status: 'Issued' });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toBe('केवल 1 डिब्बा उपलब्ध है');
    const english = await s.callIn('en', 'manager', 'PUT', url, { status: 'Issued' });
    expect(english.json().message).toBe('Only 1 box available');
  });

  it('reads a stored decision to the requester in Arabic, its status and quantity too', async () => {
    const tape = await addMaterial({ name: 'Duct tape', quantity: 10, unit: 'rolls' });
    const request = await ask(tape, 2);
    expect((await decide(request, 'Rejected')).statusCode).toBe(200);
    const read = async (language: string) =>
      (
        (
          await s.callIn(language, 'technician', 'GET', '/api/notifications')
        ).json() as Notification[]
      ).find((note) => note.type === 'material_request' && note.body.includes('Duct tape'));
    const arabic = await read('ar');
    const ar = translatorFor('ar');
    expect(arabic?.title).toBe('تم رفض طلب المادة');
    expect(arabic?.body).toBe(
      ar.t('materials.decidedBody', {
        quantity: msg('materials.quantityRolls', { count: 2 }),
        material: 'Duct tape',
        status: 'Rejected',
        name: 'manager',
      }),
    );
    expect(withoutIsolates(arabic?.body)).toBe('رفض manager طلبك للمادة Duct tape (الكمية: لفتان)');
    expect((await read('en'))?.body).toBe(
      'Your request for 2 rolls of Duct tape was rejected by manager',
    );
  });

  it('writes the ledger’s own notes, and a refusal of a transition, in the reader’s language', async () => {
    const oil = await addMaterial({ name: 'Gear oil', quantity: 4, unit: 'liters' });
    const request = await ask(oil, 1);
    await decide(request, 'Rejected');
    const again = await s.callIn('es', 'manager', 'PUT', `/api/materials/requests/${request.id}`, {
      status: 'Approved',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Una solicitud en estado Rechazada no puede pasar a Aprobada',
    );
    await call('manager', 'POST', `/api/materials/${oil.id}/restock`, {
      quantity: 2,
      note: 'DN 88',
    });
    const ledger = async (language: string) =>
      (
        (
          await s.callIn(language, 'manager', 'GET', `/api/materials/${oil.id}/movements`)
        ).json() as Movement[]
      ).map((movement) => movement.note);
    expect(await ledger('en')).toEqual(['Restocked: DN 88', 'Opening stock']);
    expect(await ledger('hi')).toEqual(['रीस्टॉक किया गया: DN 88', 'शुरुआती स्टॉक']);
  });
});
