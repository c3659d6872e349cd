import {
  LOCATION_MAX_AGE_MS,
  LOCATION_TIMEOUT_MS,
  type ReportedLocation,
} from '@cmms/shared/attendance';
import { t } from '../../../lib/i18n/i18n';
import {
  type NativePositionOptions,
  nativeCurrentPosition,
  nativeLocationGranted,
} from '../../../lib/native/geolocation';
import { nativePlatform } from '../../../lib/native/platform';

/**
 * Where the device is, for punching and Test Location (requirements/attendance.md#validation, #limits). The one place that reads
 * the position: the browser's navigator.geolocation on the web, the Geolocation plugin inside the
 * native app; the screens see the same answers and the same requirements/attendance.md#errors texts either way.
 */

/** A position could not be read; `message` is the text of requirements/attendance.md#errors to show. */
export class PositionError extends Error {
  override readonly name = 'PositionError';
}

/** requirements/attendance.md#limits: a cached position up to 60 s old is good enough; give up after 10 s. */
const POSITION_OPTIONS = {
  enableHighAccuracy: true,
  maximumAge: LOCATION_MAX_AGE_MS,
  timeout: LOCATION_TIMEOUT_MS,
} satisfies PositionOptions & NativePositionOptions;

/**
 * How old a position may be: `cached` takes one up to 60 s old (the spec's limit), for the distance shown on
 * its own and the punch; `fresh` asks the device for a new fix, for Test Location, which a
 * person taps after walking to the site (a fix from 60 s ago may be 100 m behind them).
 */
export type Freshness = 'cached' | 'fresh';

const optionsFor = (freshness: Freshness) =>
  freshness === 'fresh' ? { ...POSITION_OPTIONS, maximumAge: 0 } : POSITION_OPTIONS;

// GeolocationPositionError codes (W3C Geolocation API).
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

/** The requirements/attendance.md#errors text for a GeolocationPositionError code. */
export function positionErrorMessage(code: number): string {
  switch (code) {
    case PERMISSION_DENIED:
      return t('attendance.locationDenied');
    case TIMEOUT:
      return t('attendance.locationTimeout');
    case POSITION_UNAVAILABLE:
      return t('attendance.locationUnavailable');
    default:
      // The API knows no other code; whatever else went wrong, no position came.
      return t('attendance.locationUnavailable');
  }
}

type GeolocationLike = Pick<Geolocation, 'getCurrentPosition'>;

/**
 * The device's position as the check-in body carries it; rejects with a PositionError. Given no
 * geolocation, it asks the native plugin inside the app and the browser elsewhere.
 */
export function readPosition(
  geolocation?: GeolocationLike,
  freshness: Freshness = 'cached',
): Promise<ReportedLocation> {
  if (!geolocation && nativePlatform()) return readNativePosition(undefined, freshness);
  return readBrowserPosition(geolocation ?? globalThis.navigator?.geolocation, freshness);
}

function readBrowserPosition(
  geolocation: GeolocationLike | undefined,
  freshness: Freshness,
): Promise<ReportedLocation> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new PositionError(t('attendance.geolocationUnsupported')));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: Number.isFinite(coords.accuracy) ? coords.accuracy : null,
        }),
      (error) => reject(new PositionError(positionErrorMessage(error.code))),
      optionsFor(freshness),
    );
  });
}

/**
 * The error codes of @capacitor/geolocation 7 (its README, "Errors") that have a requirements/attendance.md#errors text of their
 * own; every other failure is 'Location information unavailable.'.
 */
const NATIVE_DENIED = new Set([
  'OS-PLUG-GLOC-0003', // the permission request was denied
  'OS-PLUG-GLOC-0008', // the app's use of location services is restricted (iOS)
]);
const NATIVE_TIMEOUT = 'OS-PLUG-GLOC-0010';

/** The requirements/attendance.md#errors text for an error of the native Geolocation plugin. */
export function nativePositionErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && NATIVE_DENIED.has(code)) return t('attendance.locationDenied');
  if (code === NATIVE_TIMEOUT) return t('attendance.locationTimeout');
  return t('attendance.locationUnavailable');
}

/** The native plugin's position; rejects with a PositionError carrying the requirements/attendance.md#errors text. */
export async function readNativePosition(
  read: (options: NativePositionOptions) => Promise<ReportedLocation> = nativeCurrentPosition,
  freshness: Freshness = 'cached',
): Promise<ReportedLocation> {
  try {
    return await read(optionsFor(freshness));
  } catch (error) {
    throw new PositionError(nativePositionErrorMessage(error));
  }
}

/**
 * Whether the user already allowed location here, so the screen may measure the distance on
 * its own without a permission prompt. Unknown (older browsers) counts as not granted.
 */
export async function locationAlreadyGranted(): Promise<boolean> {
  if (nativePlatform()) return nativeLocationGranted().catch(() => false);
  try {
    const status = await globalThis.navigator?.permissions?.query({ name: 'geolocation' });
    return status?.state === 'granted';
  } catch {
    return false;
  }
}
