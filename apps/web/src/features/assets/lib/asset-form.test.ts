import { type Asset, assetInputSchema } from '@cmms/shared/assets';
import { describe, expect, it } from 'vitest';
import { assetFormDefaults, assigneeOptions } from './asset-form';

const SITE = '3f1d0a9c-51a4-4b8a-8d0b-6a1f3b2c4d5e';
const asset: Asset = {
  id: 'a1',
  assetNumber: 'AST-0001',
  name: 'Boiler',
  type: null,
  description: 'Basement',
  location: null,
  status: 'operational',
  siteId: SITE,
  site: { id: SITE, name: 'Harbor' },
  assignedTo: { id: 'u1', name: 'Tara' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('assetFormDefaults', () => {
  it('starts a new asset Active on the selected site, or the only one', () => {
    const none = { selectedSiteId: null, sites: [] };
    expect(assetFormDefaults(null, none)).toMatchObject({ status: 'Active', siteId: '' });
    expect(assetFormDefaults(null, { selectedSiteId: 's2', sites: [] }).siteId).toBe('s2');
    expect(assetFormDefaults(null, { selectedSiteId: null, sites: [{ id: 's9' }] }).siteId).toBe(
      's9',
    );
    expect(
      assetFormDefaults(null, { selectedSiteId: null, sites: [{ id: 'a' }, { id: 'b' }] }).siteId,
    ).toBe('');
  });

  it("fills an edit with the asset's values, keeping a legacy status", () => {
    expect(assetFormDefaults(asset, { selectedSiteId: 'other', sites: [] })).toEqual({
      name: 'Boiler',
      type: '',
      description: 'Basement',
      location: '',
      status: 'operational',
      siteId: SITE,
      assignedTo: 'u1',
    });
  });

  it('gives the messages of the server for an empty form', () => {
    const result = assetInputSchema.safeParse(
      assetFormDefaults(null, { selectedSiteId: null, sites: [] }),
    );
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    // The schema names each message by its key; the form reads it in the reader's language.
    expect(messages).toEqual([
      ['name', 'assets.nameRequired'],
      ['siteId', 'assets.siteRequired'],
    ]);
  });

  it('sends empty optional fields as null', () => {
    const values = assetInputSchema.parse({
      ...assetFormDefaults(null, { selectedSiteId: SITE, sites: [] }),
      name: ' Pump ',
    });
    expect(values).toEqual({
      name: 'Pump',
      type: null,
      description: null,
      location: null,
      status: 'Active',
      siteId: SITE,
      assignedTo: null,
    });
  });
});

describe('assigneeOptions', () => {
  const label = (role: string) => role.toUpperCase();

  it('offers Unassigned and the people of the site', () => {
    expect(assigneeOptions([{ id: 'u2', name: 'Sam', role: 'technician' }], null, label)).toEqual([
      { value: '', label: 'Unassigned' },
      { value: 'u2', label: 'Sam (TECHNICIAN)' },
    ]);
  });

  it('keeps the current assignee when the list lacks them', () => {
    const options = assigneeOptions([], { id: 'u1', name: 'Tara' }, label);
    expect(options.at(-1)).toEqual({ value: 'u1', label: 'Tara' });
    expect(
      assigneeOptions([{ id: 'u1', name: 'Tara', role: 'x' }], { id: 'u1', name: 'Tara' }, label),
    ).toHaveLength(2);
  });
});
