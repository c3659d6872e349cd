import { describe, expect, it } from 'vitest';
import { staleAfter } from './live-staleness';

const reader = { me: 'u1', adminBell: false };

describe('staleAfter', () => {
  it("marks the caches of a change's topic stale", () => {
    expect(staleAfter({ topic: 'task', data: { by: 'u2' } }, reader)).toEqual([
      'work-orders',
      'dashboard',
      'assets',
      'pm',
    ]);
    expect(staleAfter({ topic: 'notification', data: null }, reader)).toEqual(['notifications']);
    expect(staleAfter({ topic: 'session', data: null }, reader)).toEqual([]);
  });

  it("leaves one's own change to the tab that made it", () => {
    expect(staleAfter({ topic: 'checklist', data: { by: 'u1' } }, reader)).toEqual([]);
  });

  it("adds an administrator's bell for anyone else's change", () => {
    const admin = { me: 'a1', adminBell: true };
    expect(staleAfter({ topic: 'site', data: { by: 'u2' } }, admin)).toEqual([
      'sites',
      'dashboard',
      'notifications',
    ]);
    expect(staleAfter({ topic: 'notification', data: null }, admin)).toEqual(['notifications']);
  });
});
