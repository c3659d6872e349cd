import { describe, expect, it } from 'vitest';
import { staleAfter } from './live-staleness';

const reader = { me: 'u1', adminBell: false, changedHere: false };

describe('staleAfter', () => {
  it("marks the caches of a change's topic stale", () => {
    expect(staleAfter({ topic: 'task', data: { by: 'u2' } }, reader)).toEqual([
      'work-orders',
      'dashboard',
      'assets',
      'pm',
      // The reports count work orders (issue 36).
      'reports',
    ]);
    expect(staleAfter({ topic: 'notification', data: null }, reader)).toEqual(['notifications']);
    expect(staleAfter({ topic: 'session', data: null }, reader)).toEqual([]);
  });

  it('refreshes the Requests screen and the dashboards for a request of the portal (issue 35)', () => {
    // Sent by someone without an account: no `by`, so every tab refetches.
    expect(
      staleAfter({ topic: 'request', data: { requestId: 'r1', siteId: 's1' } }, reader),
    ).toEqual(['requests', 'dashboard']);
    // Decided by a colleague: this tab's list drops it; one's own decision is left to its tab.
    expect(
      staleAfter({ topic: 'request', data: { by: 'u2' } }, { ...reader, changedHere: true }),
    ).toEqual(['requests', 'dashboard']);
    expect(
      staleAfter({ topic: 'request', data: { by: 'u1' } }, { ...reader, changedHere: true }),
    ).toEqual([]);
  });

  it("leaves one's own change to the tab that made it, and tells one's other devices", () => {
    expect(
      staleAfter({ topic: 'checklist', data: { by: 'u1' } }, { ...reader, changedHere: true }),
    ).toEqual([]);
    expect(staleAfter({ topic: 'checklist', data: { by: 'u1' } }, reader)).toEqual([
      'checklists',
      'dashboard',
    ]);
    // Another's change refreshes a tab that has just made one of its own.
    expect(
      staleAfter({ topic: 'checklist', data: { by: 'u2' } }, { ...reader, changedHere: true }),
    ).toEqual(['checklists', 'dashboard']);
  });

  it("adds an administrator's bell for anyone else's change", () => {
    const admin = { me: 'a1', adminBell: true, changedHere: false };
    expect(staleAfter({ topic: 'site', data: { by: 'u2' } }, admin)).toEqual([
      'sites',
      'dashboard',
      'notifications',
    ]);
    expect(staleAfter({ topic: 'notification', data: null }, admin)).toEqual(['notifications']);
  });
});
