import {
  attendanceTexts,
  LOCATION_MAX_AGE_MS,
  LOCATION_TIMEOUT_MS,
  type ReportedLocation,
} from '@cmms/shared/attendance';

/**
 * Where the device is, for punching and Test Location (doc 002 §5, §9). The one place that reads
 * the position: the native wrapper can answer here with its own plugin later, and the screens
 * keep working unchanged.
 */

/** A position could not be read; `message` is the text of doc 002 §8 to show. */
export class PositionError extends Error {
  override readonly name = 'PositionError';
}

/** §9: a cached position up to 60 s old is good enough; give up after 10 s. */
export const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  maximumAge: LOCATION_MAX_AGE_MS,
  timeout: LOCATION_TIMEOUT_MS,
};

// GeolocationPositionError codes (W3C Geolocation API).
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

/** The §8 text for a GeolocationPositionError code. */
export function positionErrorMessage(code: number): string {
  switch (code) {
    case PERMISSION_DENIED:
      return attendanceTexts.locationDenied;
    case TIMEOUT:
      return attendanceTexts.locationTimeout;
    case POSITION_UNAVAILABLE:
      return attendanceTexts.locationUnavailable;
    default:
      // The API knows no other code; whatever else went wrong, no position came.
      return attendanceTexts.locationUnavailable;
  }
}

type GeolocationLike = Pick<Geolocation, 'getCurrentPosition'>;

/** The device's position as the check-in body carries it; rejects with a PositionError. */
export function readPosition(
  geolocation: GeolocationLike | undefined = globalThis.navigator?.geolocation,
): Promise<ReportedLocation> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new PositionError(attendanceTexts.geolocationUnsupported));
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
      POSITION_OPTIONS,
    );
  });
}

/**
 * Whether the user already allowed location here, so the screen may measure the distance on
 * its own without a permission prompt. Unknown (older browsers) counts as not granted.
 */
export async function locationAlreadyGranted(): Promise<boolean> {
  try {
    const status = await globalThis.navigator?.permissions?.query({ name: 'geolocation' });
    return status?.state === 'granted';
  } catch {
    return false;
  }
}
