import type { WorkRequest } from '@cmms/shared/requests';
import { describe, expect, it } from 'vitest';
import { hasRequester, mailtoHref, outcomeText, placeOf, telHref } from './request-display';

const decided = {
  decidedAt: '2026-11-30T10:15:00.000Z',
  decidedBy: { id: 'u1', name: 'Sam Supervisor' },
  reason: null,
} satisfies Partial<WorkRequest>;

describe('placeOf', () => {
  it('names the site, the asset with its number, and the location the requester gave', () => {
    expect(
      placeOf({
        siteName: 'Riverside',
        asset: { id: 'a1', name: 'Boiler', assetNumber: 'AST-0001' },
        location: ' Basement ',
      }),
    ).toEqual({ site: 'Riverside', asset: 'Boiler (AST-0001)', location: 'Basement' });
    expect(placeOf({ siteName: 'Riverside', asset: null, location: '  ' })).toEqual({
      site: 'Riverside',
      asset: null,
      location: null,
    });
  });
});

describe('contact links', () => {
  it('dials the digits of a phone number, keeping a leading +', () => {
    expect(telHref('+44 (20) 7946-0958')).toBe('tel:+442079460958');
    expect(telHref('555 0100')).toBe('tel:5550100');
    expect(telHref(' ')).toBeNull();
  });

  it('writes to an address, and to nothing without one', () => {
    expect(mailtoHref(' ana+leak@example.com ')).toBe('mailto:ana%2Bleak@example.com');
    expect(mailtoHref('')).toBeNull();
  });

  it('knows a requester who left nothing', () => {
    expect(hasRequester({ name: '', email: ' ', phone: '' })).toBe(false);
    expect(hasRequester({ name: '', email: '', phone: '555' })).toBe(true);
  });
});

describe('outcomeText', () => {
  it('says who decided and when, for each outcome; nothing for a new request', () => {
    expect(outcomeText({ status: 'new', decidedAt: null, decidedBy: null, reason: null })).toBe(
      null,
    );
    expect(outcomeText({ status: 'accepted', ...decided })).toBe(
      'Accepted by Sam Supervisor on Nov 30, 2026.',
    );
    expect(outcomeText({ status: 'merged', ...decided })).toBe(
      'Merged by Sam Supervisor on Nov 30, 2026.',
    );
    expect(outcomeText({ status: 'rejected', ...decided, reason: 'Not ours' })).toBe(
      'Rejected by Sam Supervisor on Nov 30, 2026.',
    );
    expect(outcomeText({ status: 'completed', ...decided })).toBe('The work is done.');
  });

  it('still reads when the person who decided is gone', () => {
    expect(outcomeText({ status: 'accepted', ...decided, decidedBy: null })).toBe(
      'Accepted by someone on Nov 30, 2026.',
    );
  });
});
