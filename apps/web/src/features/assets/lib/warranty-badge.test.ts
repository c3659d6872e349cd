import { describe, expect, it } from 'vitest';
import { warrantyBadge } from './warranty-badge';

describe('the warranty badge', () => {
  const today = '2026-11-30';

  it('says a warranty far from its end is valid, until when', () => {
    expect(warrantyBadge({ expiresOn: '2027-07-10' }, today)).toEqual({
      state: 'valid',
      badge: 'Under warranty',
      date: 'Until Jul 10, 2027',
    });
  });

  it('counts the days left once within the warning days, the last day included', () => {
    expect(warrantyBadge({ expiresOn: '2026-12-30' }, today)).toMatchObject({
      state: 'expiring',
      badge: 'Expires in 30 days',
    });
    expect(warrantyBadge({ expiresOn: '2026-12-01' }, today).badge).toBe('Expires in 1 day');
    expect(warrantyBadge({ expiresOn: today }, today).badge).toBe('Expires today');
    expect(warrantyBadge({ expiresOn: '2026-12-31' }, today).state).toBe('valid');
  });

  it('works the state out from today, not from when the answer was fetched', () => {
    // A phone kept the answer of a month ago, when it was still valid.
    expect(warrantyBadge({ expiresOn: '2026-11-29' }, today)).toEqual({
      state: 'expired',
      badge: 'Expired',
      date: 'Ended on Nov 29, 2026',
    });
  });
});
