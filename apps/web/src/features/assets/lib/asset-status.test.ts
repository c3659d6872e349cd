import { describe, expect, it } from 'vitest';
import { assetStatusLook, isFormStatus, statusOptions } from './asset-status';

describe('assetStatusLook', () => {
  it('gives each form value its own tone', () => {
    expect(assetStatusLook('Active')).toEqual({ label: 'Active', tone: 'active' });
    expect(assetStatusLook('On Hold')).toEqual({ label: 'On Hold', tone: 'hold' });
    expect(assetStatusLook('Completed')).toEqual({ label: 'Completed', tone: 'completed' });
    expect(assetStatusLook('Out of Service')).toEqual({ label: 'Out of Service', tone: 'out' });
  });

  it('reads legacy values as the statuses they stand for', () => {
    expect(assetStatusLook('operational')).toEqual({ label: 'Operational', tone: 'active' });
    expect(assetStatusLook('maintenance')).toEqual({ label: 'Maintenance', tone: 'hold' });
    expect(assetStatusLook('under-maintenance')).toEqual({
      label: 'Under Maintenance',
      tone: 'hold',
    });
    expect(assetStatusLook('out-of-service')).toEqual({ label: 'Out of Service', tone: 'out' });
    expect(assetStatusLook('inactive')).toEqual({ label: 'Inactive', tone: 'inactive' });
  });

  it('ignores case and surrounding spaces', () => {
    expect(assetStatusLook(' ACTIVE ').tone).toBe('active');
    expect(assetStatusLook('on hold').label).toBe('On Hold');
  });

  it('keeps any other value as written, on the default tone', () => {
    expect(assetStatusLook('Retired')).toEqual({ label: 'Retired', tone: 'other' });
    expect(assetStatusLook('')).toEqual({ label: 'Unknown', tone: 'other' });
    expect(assetStatusLook(null)).toEqual({ label: 'Unknown', tone: 'other' });
  });
});

describe('statusOptions', () => {
  it('offers the four form values', () => {
    expect(statusOptions().map((option) => option.value)).toEqual([
      'Active',
      'On Hold',
      'Completed',
      'Out of Service',
    ]);
    expect(statusOptions('On Hold')).toHaveLength(4);
  });

  it("keeps an asset's legacy value as a fifth choice", () => {
    const options = statusOptions('under-maintenance');
    expect(options).toHaveLength(5);
    expect(options[4]).toEqual({ value: 'under-maintenance', label: 'Under Maintenance (legacy)' });
  });

  it('knows the form values', () => {
    expect(isFormStatus('Completed')).toBe(true);
    expect(isFormStatus('operational')).toBe(false);
  });
});
