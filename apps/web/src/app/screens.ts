import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';

/**
 * The screens and shell widgets built so far, looked up by the router and the shell. Each feature
 * registers its pages here (lazy, so the login page never downloads them); a route whose screen is
 * not registered yet still exists, is guarded, and says the screen is not available yet.
 *
 * Keys are route keys of packages/shared/src/route-access.ts ('settings', 'notifications',
 * 'profile', 'help', ...) or developer pages ('debug', 'pin-test', ...).
 */
export const screens: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {};

/** Shell widgets a feature provides: the header's bell, the app lock around signed-in pages. */
export const widgets: {
  NotificationBell?: LazyExoticComponent<ComponentType>;
  AppLock?: LazyExoticComponent<ComponentType<{ children: ReactNode }>>;
} = {};
