/**
 * Whether the page runs inside the Capacitor wrapper, read from the `window.Capacitor` bridge the
 * native app injects before any script runs. This file imports no Capacitor package, so it costs
 * the web build (and the login page) nothing; the plugins themselves are loaded lazily by the
 * other files of lib/native/, and only inside the native app (docs/mobile.md).
 */
type ListenerHandle = { remove(): unknown };

export interface AppPlugin {
  addListener(event: 'backButton', listener: () => void): Promise<ListenerHandle> | ListenerHandle;
  exitApp(): unknown;
}

export type NativePlatformName = 'android' | 'ios';

interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
  Plugins?: { App?: AppPlugin };
}

export function capacitorGlobal(): CapacitorGlobal | undefined {
  return (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
}

/** requirements/product.md#roles: the native platform is detected through Capacitor. */
export function isNativePlatform(): boolean {
  try {
    return capacitorGlobal()?.isNativePlatform?.() === true;
  } catch {
    return false;
  }
}

/**
 * Which native bridge is there to load plugins for: the real one names its platform. A stand-in
 * that only says "native" (the browser journeys' `window.Capacitor`) gets the phone layout and
 * the back button, and no plugin is loaded over it.
 */
export function nativePlatform(): NativePlatformName | null {
  if (!isNativePlatform()) return null;
  try {
    const name = capacitorGlobal()?.getPlatform?.();
    return name === 'android' || name === 'ios' ? name : null;
  } catch {
    return null;
  }
}
