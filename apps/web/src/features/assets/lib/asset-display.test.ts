import type { Asset } from '@cmms/shared/assets';
import { describe, expect, it } from 'vitest';
import { assetFacts, formatDateTime, viewedByLine } from './asset-display';

const asset: Asset = {
  id: 'a1',
  assetNumber: 'AST-0012',
  name: 'Lift 2',
  type: 'Elevator',
  description: '  ',
  location: null,
  status: 'Active',
  siteId: 's1',
  site: { id: 's1', name: 'Harbor View Towers' },
  assignedTo: null,
  createdAt: '2026-03-04T09:05:00.000Z',
  updatedAt: 'not a date',
};

describe('assetFacts', () => {
  it('lists every field with a dash for the empty ones', () => {
    const facts = Object.fromEntries(assetFacts(asset).map((f) => [f.label, f.value]));
    expect(facts).toMatchObject({
      'Asset #': 'AST-0012',
      Name: 'Lift 2',
      Type: 'Elevator',
      Location: '—',
      Site: 'Harbor View Towers',
      Status: 'Active',
      'Assigned To': 'Unassigned',
      Description: '—',
      Updated: '—',
    });
    expect(facts.Created).toContain('2026');
  });

  it('names each fact by a fixed id, whatever the language of its label', () => {
    expect(assetFacts(asset).map((fact) => fact.id)).toEqual([
      'number',
      'name',
      'type',
      'location',
      'site',
      'status',
      'assignedTo',
      'description',
      'created',
      'updated',
    ]);
  });
});

describe('formatDateTime and viewedByLine', () => {
  it('shows date and time', () => {
    const at = new Date(2026, 2, 4, 14, 30);
    // ICU versions differ in the space before PM.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatDateTime(at))).toBe('Mar 4, 2026, 2:30 PM');
    expect(plain(viewedByLine('Mia Manager', at))).toBe(
      'Viewed by Mia Manager on Mar 4, 2026, 2:30 PM',
    );
  });
});
