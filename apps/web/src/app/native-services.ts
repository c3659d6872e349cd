import { pushTapPath, registerAndroidDevice } from '../features/notifications/public';
import { nativePlatform } from '../lib/native/platform';
import { startAndroidPush } from '../lib/native/push';
import { keepSessionCopy } from '../lib/native/session-copy';
import { currentUser, subscribeSession } from '../lib/session';

/**
 * What the native app runs beside the screens (docs/mobile.md): the keychain copy of the session,
 * and on Android push notifications. Loaded by app-entry.tsx inside the native app only.
 */
export function startNativeServices(navigate: (path: string) => void) {
  const platform = nativePlatform();
  if (!platform) return;
  keepSessionCopy();
  // Registering without the Firebase configuration would crash the app: the build says whether
  // it carries one (VITE_ANDROID_PUSH, set by `npm run mobile:sync`).
  if (platform === 'android' && import.meta.env.VITE_ANDROID_PUSH === '1') startPush(navigate);
}

/**
 * Asks for the permission once someone is signed in (never on the login page), then sends the
 * device's token for each user who signs in on it, and again whenever the system renews it.
 */
function startPush(navigate: (path: string) => void) {
  let token: string | null = null;
  let sent: string | null = null;
  let started = false;

  const send = () => {
    const user = currentUser();
    if (!user || !token || sent === `${user.id}:${token}`) return;
    const key = `${user.id}:${token}`;
    sent = key;
    // Sent again at the next change if it failed (offline at sign-in).
    void registerAndroidDevice(token).catch(() => {
      if (sent === key) sent = null;
    });
  };

  const start = () => {
    if (started || !currentUser()) return;
    started = true;
    void startAndroidPush({
      onToken(value) {
        token = value;
        send();
      },
      onOpen(data) {
        navigate(pushTapPath(data, currentUser()?.role ?? ''));
      },
    }).catch(() => {
      started = false;
    });
  };

  start();
  subscribeSession(() => {
    start();
    send();
  });
}
