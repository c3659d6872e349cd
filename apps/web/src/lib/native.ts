/**
 * The Capacitor wrapper, reached only through `window.Capacitor` when the native app injects it,
 * so the web build has no Capacitor dependency. Every access is guarded: in a browser these all
 * answer "not native" and do nothing.
 */
export type ListenerHandle = { remove(): unknown };

export interface AppPlugin {
  addListener(event: 'backButton', listener: () => void): Promise<ListenerHandle> | ListenerHandle;
  exitApp(): unknown;
}

interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  Plugins?: { App?: AppPlugin };
}

function capacitor(): CapacitorGlobal | undefined {
  return (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
}

/** Doc 000 §1: the native platform is detected through Capacitor. */
export function isNativePlatform(): boolean {
  try {
    return capacitor()?.isNativePlatform?.() === true;
  } catch {
    return false;
  }
}

/** The App plugin (back button, exit) when running natively with it installed. */
export function nativeAppPlugin(): AppPlugin | undefined {
  return isNativePlatform() ? capacitor()?.Plugins?.App : undefined;
}
