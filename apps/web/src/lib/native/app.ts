import { type AppPlugin, capacitorGlobal, nativePlatform } from './platform';

/**
 * The App plugin (hardware back button, exit): the one the bridge already holds, else
 * @capacitor/app, loaded on first use inside the native app. Undefined in a browser.
 */
async function appPlugin(): Promise<AppPlugin | undefined> {
  const registered = capacitorGlobal()?.Plugins?.App;
  if (registered) return registered;
  if (!nativePlatform()) return undefined;
  return (await import('@capacitor/app')).App;
}

/**
 * Calls `onBack` on each press of the hardware back button; answers the function that stops
 * listening. Nothing happens in a browser.
 */
export function listenToBackButton(onBack: () => void): () => void {
  let stopped = false;
  let handle: { remove(): unknown } | undefined;
  void appPlugin()
    // The plugin answers with the handle or a promise of it, depending on its version.
    .then((app) => (app ? app.addListener('backButton', onBack) : undefined))
    .then((result) => {
      if (stopped) result?.remove();
      else handle = result;
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    handle?.remove();
  };
}

/** Closes the native app; answers false in a browser, where there is no app to close. */
export async function exitNativeApp(): Promise<boolean> {
  const app = await appPlugin().catch(() => undefined);
  if (!app) return false;
  await app.exitApp();
  return true;
}
