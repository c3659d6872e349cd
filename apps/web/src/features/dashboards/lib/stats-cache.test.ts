import { EMPTY_DASHBOARD_STATS } from '@cmms/shared/dashboard';
import { describe, expect, it } from 'vitest';
import { readCachedStats, statsCacheKey, writeCachedStats } from './stats-cache';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const stats = {
  ...EMPTY_DASHBOARD_STATS,
  tasks: { ...EMPTY_DASHBOARD_STATS.tasks, total: 42, overdue: 3 },
  generatedAt: '2026-03-10T12:00:00.000Z',
};

describe('the stats cache (requirements/dashboards.md#records: per role)', () => {
  it('gives back what was written for the same role, user and site', () => {
    const store = memoryStore();
    writeCachedStats('admin', 'u1', null, stats, 1000, store);
    expect(store.data.has(statsCacheKey('admin', 'u1'))).toBe(true);
    expect(readCachedStats('admin', 'u1', null, store)).toEqual({
      siteId: null,
      savedAt: 1000,
      stats,
    });
  });

  it('keeps roles, users and site choices apart', () => {
    const store = memoryStore();
    writeCachedStats('manager', 'u1', 'site-a', stats, 1000, store);
    expect(readCachedStats('admin', 'u1', 'site-a', store)).toBeNull();
    expect(readCachedStats('manager', 'u2', 'site-a', store)).toBeNull();
    expect(readCachedStats('manager', 'u1', 'site-b', store)).toBeNull();
    expect(readCachedStats('manager', 'u1', null, store)).toBeNull();
    expect(readCachedStats('manager', 'u1', 'site-a', store)?.stats.tasks.total).toBe(42);
  });

  it('treats broken or foreign entries as no cache, and survives a refusing store', () => {
    const store = memoryStore();
    store.setItem(statsCacheKey('admin', 'u1'), '{not json');
    expect(readCachedStats('admin', 'u1', null, store)).toBeNull();
    store.setItem(
      statsCacheKey('admin', 'u1'),
      JSON.stringify({ siteId: null, savedAt: 1, stats: { tasks: 1 } }),
    );
    expect(readCachedStats('admin', 'u1', null, store)).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(() => writeCachedStats('admin', 'u1', null, stats, 1, refusing)).not.toThrow();
    expect(readCachedStats('admin', 'u1', null, refusing)).toBeNull();
    expect(readCachedStats('admin', 'u1', null, undefined)).toBeNull();
  });
});
