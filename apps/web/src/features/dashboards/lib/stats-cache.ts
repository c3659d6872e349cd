import { type DashboardStats, dashboardStatsSchema } from '@cmms/shared/dashboard';

/** requirements/dashboards.md#records "Stats are cached locally per role": the last figures, shown at once on return. */
export const statsCacheKey = (role: string, userId: string) => `dashboardStats:${role}:${userId}`;

export type CachedStats = { siteId: string | null; savedAt: number; stats: DashboardStats };

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const defaultStore = (): Store | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** The cached figures for this role, user and site choice; anything unreadable is no cache. */
export function readCachedStats(
  role: string,
  userId: string,
  siteId: string | null,
  store: Store | undefined = defaultStore(),
): CachedStats | null {
  try {
    const raw = store?.getItem(statsCacheKey(role, userId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CachedStats>;
    if ((value.siteId ?? null) !== siteId || typeof value.savedAt !== 'number') return null;
    const stats = dashboardStatsSchema.safeParse(value.stats);
    return stats.success ? { siteId, savedAt: value.savedAt, stats: stats.data } : null;
  } catch {
    return null;
  }
}

export function writeCachedStats(
  role: string,
  userId: string,
  siteId: string | null,
  stats: DashboardStats,
  now = Date.now(),
  store: Store | undefined = defaultStore(),
): void {
  try {
    const entry: CachedStats = { siteId, savedAt: now, stats };
    store?.setItem(statsCacheKey(role, userId), JSON.stringify(entry));
  } catch {
    // Storage full or refused: the next visit simply loads again.
  }
}
