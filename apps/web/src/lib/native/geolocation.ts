import type { ReportedLocation } from '@cmms/shared/attendance';

export interface NativePositionOptions {
  enableHighAccuracy: boolean;
  timeout: number;
  maximumAge: number;
}

/**
 * The device's position from @capacitor/geolocation (native app only; it asks for the
 * permission itself). Rejects with the plugin's error, whose `code` says why.
 */
export async function nativeCurrentPosition(
  options: NativePositionOptions,
): Promise<ReportedLocation> {
  const { Geolocation } = await import('@capacitor/geolocation');
  const { coords } = await Geolocation.getCurrentPosition(options);
  return {
    latitude: coords.latitude,
    longitude: coords.longitude,
    accuracy: Number.isFinite(coords.accuracy) ? coords.accuracy : null,
  };
}

/** Whether the app may already read the position, so asking shows no prompt. */
export async function nativeLocationGranted(): Promise<boolean> {
  const { Geolocation } = await import('@capacitor/geolocation');
  return (await Geolocation.checkPermissions()).location === 'granted';
}
