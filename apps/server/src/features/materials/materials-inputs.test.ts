import type { Material, MaterialInput, Movement } from '@cmms/shared/materials';
import { afterAll, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';

// Issue 29: the numbers a material takes, and an edit that leaves fields out.
const s = await scenario({
  sites: { north: 'North Plant' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['technician', 'technician', ['north']],
  ],
});
afterAll(() => s.close());
const { call } = s;
const { north } = s.sites;

const addMaterial = (fields: Partial<MaterialInput> = {}): Promise<Material> =>
  s.newMaterial('manager', {
    name: 'Nitrile gloves',
    category: 'Safety',
    siteId: north.id,
    ...fields,
  });

describe('quantities', () => {
  it('take a JSON number or plain digits, and refuse "0x10", true, " 5" and "1e3"', async () => {
    for (const quantity of ['0x10', true, ' 5', '1e3', '']) {
      const res = await call('manager', 'POST', '/api/materials', {
        name: 'Gloves',
        category: 'Safety',
        siteId: north.id,
        quantity,
      });
      expect(res.statusCode, JSON.stringify(quantity)).toBe(400);
      expect(res.json().errors.quantity).toBe('Quantity cannot be negative');
    }
    expect((await addMaterial({ quantity: '12' })).quantity).toBe(12);
    const material = await addMaterial({ quantity: 40 });
    for (const quantity of ['0x10', true, ' 5', '1e3']) {
      const res = await call('technician', 'POST', '/api/materials/requests', {
        materialId: material.id,
        quantity,
        reason: 'Pump overhaul',
      });
      expect(res.statusCode, JSON.stringify(quantity)).toBe(400);
      expect(res.json().errors.quantity).toBe('Quantity must be greater than 0');
    }
  });
});

describe('PUT /materials/{id}', () => {
  it('keeps what the body leaves out: the stock, and every other optional field', async () => {
    const material = await addMaterial({
      description: 'Size L',
      unit: 'pairs',
      quantity: 40,
      reorderLevel: 5,
    });
    const res = await call('manager', 'PUT', `/api/materials/${material.id}`, {
      name: 'Nitrile gloves, blue',
      category: 'Safety',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Nitrile gloves, blue',
      description: 'Size L',
      unit: 'pairs',
      quantity: 40,
      reorderLevel: 5,
      siteId: north.id,
    });
    const ledger: Movement[] = (
      await call('manager', 'GET', `/api/materials/${material.id}/movements`)
    ).json();
    expect(ledger.map((movement) => movement.kind)).toEqual(['initial']);
  });

  it('takes the spec’s full body as before: a new quantity is a correction in the ledger', async () => {
    const material = await addMaterial({ quantity: 40 });
    const res = await call('manager', 'PUT', `/api/materials/${material.id}`, {
      name: 'Nitrile gloves',
      description: '',
      category: 'Safety',
      unit: 'boxes',
      quantity: 25,
      reorderLevel: 10,
      siteId: north.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ unit: 'boxes', quantity: 25, reorderLevel: 10 });
    const [correction]: Movement[] = (
      await call('manager', 'GET', `/api/materials/${material.id}/movements`)
    ).json();
    expect(correction).toMatchObject({ kind: 'adjustment', delta: -15, quantityAfter: 25 });
  });

  it('still applies the defaults of a new material on POST (pieces, 0, reorder level 10)', async () => {
    const material = await addMaterial();
    expect(material).toMatchObject({ unit: 'pieces', quantity: 0, reorderLevel: 10 });
  });
});
