import { attendanceTexts, LOCATION_MAX_AGE_MS, LOCATION_TIMEOUT_MS } from '@cmms/shared/attendance';
import { describe, expect, it } from 'vitest';
import { PositionError, positionErrorMessage, readPosition } from './position';

type Success = Parameters<Geolocation['getCurrentPosition']>[0];
type Failure = Parameters<Geolocation['getCurrentPosition']>[1];

/** A stand-in for navigator.geolocation that answers once, as told. */
function fakeGeolocation(answer: (success: Success, failure: Failure) => void) {
  const calls: (PositionOptions | undefined)[] = [];
  return {
    calls,
    getCurrentPosition(success: Success, failure?: Failure, options?: PositionOptions) {
      calls.push(options);
      answer(success, failure);
    },
  };
}

const failWith = (code: number) =>
  fakeGeolocation((_, failure) =>
    failure?.({ code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }),
  );

describe('positionErrorMessage', () => {
  it('maps each GeolocationPositionError code to its §8 text', () => {
    expect(positionErrorMessage(1)).toBe(attendanceTexts.locationDenied);
    expect(positionErrorMessage(2)).toBe(attendanceTexts.locationUnavailable);
    expect(positionErrorMessage(3)).toBe(attendanceTexts.locationTimeout);
    expect(positionErrorMessage(99)).toBe(attendanceTexts.locationUnavailable);
  });
});

describe('readPosition', () => {
  it('asks for a precise position, at most 60 s old, within 10 s', async () => {
    const geolocation = fakeGeolocation((success) =>
      success({
        coords: { latitude: 12.97, longitude: 77.59, accuracy: 8 },
        timestamp: 0,
      } as GeolocationPosition),
    );
    await expect(readPosition(geolocation)).resolves.toEqual({
      latitude: 12.97,
      longitude: 77.59,
      accuracy: 8,
    });
    expect(geolocation.calls).toEqual([
      { enableHighAccuracy: true, maximumAge: LOCATION_MAX_AGE_MS, timeout: LOCATION_TIMEOUT_MS },
    ]);
  });

  it('rejects with the §8 text when the position cannot be read', async () => {
    await expect(readPosition(failWith(1))).rejects.toThrow(attendanceTexts.locationDenied);
    await expect(readPosition(failWith(3))).rejects.toBeInstanceOf(PositionError);
  });

  it('says geolocation is not supported when the browser has none', async () => {
    await expect(readPosition(undefined)).rejects.toThrow(attendanceTexts.geolocationUnsupported);
  });
});
