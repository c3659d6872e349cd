import { t } from '../lib/i18n/i18n';
import { isNativePlatform } from '../lib/native/platform';
import { notify } from '../lib/toast';

/** A tab left open through a shift still hears of a deploy within the hour. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker that keeps the app shell for offline starts (docs/mobile.md).
 * Called by the app, never by the standalone login page, and loaded lazily, so the login's first
 * visit downloads none of it: the shell is cached after sign-in.
 *
 * A new version waits until the user presses Reload on the prompt; the worker then takes over
 * and the page reloads once, so no tab mixes the old page with the new files.
 */
export function registerServiceWorker() {
  // The native app carries its files inside the package; a worker there would only go stale.
  if (import.meta.env.DEV || isNativePlatform() || !('serviceWorker' in navigator)) return;

  void import('virtual:pwa-register')
    .then(({ registerSW }) => {
      const update = registerSW({
        onNeedRefresh() {
          // Ours: the spec has no update prompt.
          notify.info(t('shell.updateAvailable'), {
            persistent: true,
            action: { label: t('shell.reload'), onClick: () => void update(true) },
          });
        },
        onRegisteredSW(_url, registration) {
          if (!registration) return;
          // Browsers look for a new worker on navigations, which a single-page app rarely makes.
          setInterval(() => {
            if (navigator.onLine) void registration.update().catch(() => undefined);
          }, UPDATE_CHECK_MS);
        },
      });
    })
    // Without a worker the app still works online; nothing to tell the user.
    .catch(() => undefined);
}
