import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';

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

// Settings, app lock, notifications, profile, help, about (requirements/accounts.md#screens to requirements/notifications.md#screens, requirements/profile-and-help.md#screens).
screens.settings = lazy(() =>
  import('../features/settings/pages/settings-page').then((m) => ({ default: m.SettingsPage })),
);
screens.notifications = lazy(() =>
  import('../features/notifications/pages/notifications-page').then((m) => ({
    default: m.NotificationsPage,
  })),
);
screens.profile = lazy(() =>
  import('../features/profile/pages/profile-page').then((m) => ({ default: m.ProfilePage })),
);
screens['profile-mobile'] = lazy(() =>
  import('../features/profile/pages/profile-mobile-page').then((m) => ({
    default: m.ProfileMobilePage,
  })),
);
screens.help = lazy(() =>
  import('../features/help/pages/help-page').then((m) => ({ default: m.HelpPage })),
);
screens.about = lazy(() =>
  import('../features/about/pages/about-page').then((m) => ({ default: m.AboutPage })),
);
widgets.NotificationBell = lazy(() =>
  import('../features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);
widgets.AppLock = lazy(() =>
  import('../features/app-lock/components/app-lock').then((m) => ({ default: m.AppLock })),
);

// Developer pages (requirements/profile-and-help.md#screens) and network diagnostics.
screens.debug = lazy(() =>
  import('../features/developer/pages/api-debug-page').then((m) => ({ default: m.ApiDebugPage })),
);
screens['checkbox-test'] = lazy(() =>
  import('../features/developer/pages/checkbox-test-page').then((m) => ({
    default: m.CheckboxTestPage,
  })),
);
screens['test-activity-logging'] = lazy(() =>
  import('../features/developer/pages/activity-logging-test-page').then((m) => ({
    default: m.ActivityLoggingTestPage,
  })),
);
screens['pin-test'] = lazy(() =>
  import('../features/developer/pages/pin-test-page').then((m) => ({ default: m.PinTestPage })),
);
screens['pin-debug'] = lazy(() =>
  import('../features/developer/pages/pin-debug-page').then((m) => ({ default: m.PinDebugPage })),
);
screens['network-diagnostics'] = lazy(() =>
  import('../features/developer/pages/network-diagnostics-page').then((m) => ({
    default: m.NetworkDiagnosticsPage,
  })),
);
