import { LOCATION_MAX_AGE_MS, LOCATION_TIMEOUT_MS } from '@cmms/shared/attendance';
import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n/i18n';
import {
  nativePositionErrorMessage,
  PositionError,
  positionErrorMessage,
  readNativePosition,
  readPosition,
} from './position';

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
  it('maps each GeolocationPositionError code to its requirements/attendance.md#errors text', () => {
    expect(positionErrorMessage(1)).toBe(t('attendance.locationDenied'));
    expect(positionErrorMessage(2)).toBe(t('attendance.locationUnavailable'));
    expect(positionErrorMessage(3)).toBe(t('attendance.locationTimeout'));
    expect(positionErrorMessage(99)).toBe(t('attendance.locationUnavailable'));
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

  it('asks the device for a new fix when a fresh one is wanted (Test Location)', async () => {
    const geolocation = fakeGeolocation((success) =>
      success({
        coords: { latitude: 12.97, longitude: 77.59, accuracy: 8 },
        timestamp: 0,
      } as GeolocationPosition),
    );
    await readPosition(geolocation, 'fresh');
    expect(geolocation.calls).toEqual([
      { enableHighAccuracy: true, maximumAge: 0, timeout: LOCATION_TIMEOUT_MS },
    ]);
  });

  it('rejects with the requirements/attendance.md#errors text when the position cannot be read', async () => {
    await expect(readPosition(failWith(1))).rejects.toThrow(t('attendance.locationDenied'));
    await expect(readPosition(failWith(3))).rejects.toBeInstanceOf(PositionError);
  });

  it('says geolocation is not supported when the browser has none', async () => {
    await expect(readPosition(undefined)).rejects.toThrow(t('attendance.geolocationUnsupported'));
  });
});

/** An error as @capacitor/geolocation 7 rejects with: a message and one of its codes. */
const pluginError = (code: string) => Object.assign(new Error('plugin failure'), { code });

describe('nativePositionErrorMessage', () => {
  it('maps the Geolocation plugin error codes to the same requirements/attendance.md#errors texts as the browser', () => {
    expect(nativePositionErrorMessage(pluginError('OS-PLUG-GLOC-0003'))).toBe(
      t('attendance.locationDenied'),
    );
    expect(nativePositionErrorMessage(pluginError('OS-PLUG-GLOC-0008'))).toBe(
      t('attendance.locationDenied'),
    );
    expect(nativePositionErrorMessage(pluginError('OS-PLUG-GLOC-0010'))).toBe(
      t('attendance.locationTimeout'),
    );
    // Location services switched off, Play Services failing, anything unknown: no position.
    for (const error of [pluginError('OS-PLUG-GLOC-0007'), pluginError('OS-PLUG-GLOC-0015')]) {
      expect(nativePositionErrorMessage(error)).toBe(t('attendance.locationUnavailable'));
    }
    expect(nativePositionErrorMessage(new Error('no code'))).toBe(
      t('attendance.locationUnavailable'),
    );
    expect(nativePositionErrorMessage(null)).toBe(t('attendance.locationUnavailable'));
  });
});

describe('readNativePosition', () => {
  it('asks the plugin with the browser options and answers its position', async () => {
    const asked: unknown[] = [];
    const read = async (options: unknown) => {
      asked.push(options);
      return { latitude: 12.97, longitude: 77.59, accuracy: 5 };
    };
    await expect(readNativePosition(read)).resolves.toEqual({
      latitude: 12.97,
      longitude: 77.59,
      accuracy: 5,
    });
    await readNativePosition(read, 'fresh');
    expect(asked).toEqual([
      { enableHighAccuracy: true, maximumAge: LOCATION_MAX_AGE_MS, timeout: LOCATION_TIMEOUT_MS },
      { enableHighAccuracy: true, maximumAge: 0, timeout: LOCATION_TIMEOUT_MS },
    ]);
  });

  it('rejects with a PositionError carrying the requirements/attendance.md#errors text', async () => {
    const denied = readNativePosition(() => Promise.reject(pluginError('OS-PLUG-GLOC-0003')));
    await expect(denied).rejects.toBeInstanceOf(PositionError);
    await expect(
      readNativePosition(() => Promise.reject(pluginError('OS-PLUG-GLOC-0003'))),
    ).rejects.toThrow(t('attendance.locationDenied'));
  });
});
