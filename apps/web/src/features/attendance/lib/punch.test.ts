import type { AttendanceRecord } from '@cmms/shared/attendance';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { PositionError } from './position';
import { punchErrorMessage, punchStateAt, refusedOnDevice } from './punch';

const tooFar = (distance: string, site: string) =>
  t('attendance.tooFar', { distance, site, radius: '50m' });

const SITE_A = 'site-a';
const SITE_B = 'site-b';

const record = (siteId: string, checkOutTime: string | null): AttendanceRecord => ({
  id: `${siteId}-${checkOutTime ?? 'open'}`,
  date: '2026-03-02',
  userId: 'me',
  user: { id: 'me', name: 'Tech' },
  siteId,
  site: { id: siteId, name: siteId },
  timeZone: 'Europe/Berlin',
  checkInTime: '2026-03-02T08:00:00.000Z',
  checkOutTime,
  workHours: null,
  totalHours: null,
  status: 'Present',
  remarks: null,
  checkInLocation: null,
  checkOutLocation: null,
  correction: null,
});

describe('punchStateAt', () => {
  it('allows neither while today is still loading', () => {
    expect(punchStateAt(undefined, SITE_A)).toEqual({
      open: null,
      canPunchIn: false,
      canPunchOut: false,
      last: null,
    });
  });

  it('allows only Punch In with no record today', () => {
    expect(punchStateAt([], SITE_A)).toMatchObject({ canPunchIn: true, canPunchOut: false });
  });

  it('allows only Punch Out while the selected site has an open record', () => {
    const open = record(SITE_A, null);
    expect(punchStateAt([open], SITE_A)).toEqual({
      open,
      canPunchIn: false,
      canPunchOut: true,
      last: open,
    });
  });

  it('allows Punch In again once the day at that site is closed', () => {
    const closed = record(SITE_A, '2026-03-02T16:00:00.000Z');
    expect(punchStateAt([closed], SITE_A)).toMatchObject({ open: null, canPunchIn: true });
  });

  it("names today's latest record at the site, for the card's summary", () => {
    const morning = { ...record(SITE_A, '2026-03-02T12:00:00.000Z'), id: 'morning' };
    const afternoon = {
      ...record(SITE_A, '2026-03-02T17:00:00.000Z'),
      id: 'afternoon',
      checkInTime: '2026-03-02T13:00:00.000Z',
    };
    expect(punchStateAt([afternoon, morning], SITE_A).last?.id).toBe('afternoon');
    expect(punchStateAt([morning], SITE_B).last).toBeNull();
  });

  it("does not count another site's open record", () => {
    expect(punchStateAt([record(SITE_B, null)], SITE_A)).toMatchObject({
      canPunchIn: true,
      canPunchOut: false,
    });
  });

  it('keeps Punch In on without a site, so tapping it asks for one', () => {
    expect(punchStateAt([record(SITE_A, null)], '')).toMatchObject({ canPunchIn: true });
  });
});

describe('punchErrorMessage', () => {
  const refused = (status: number, message: string) => new ApiError(status, 'CONFLICT', message);

  it('gives the longer texts of requirements/attendance.md#errors for the two known refusals', () => {
    expect(punchErrorMessage(refused(409, t('attendance.alreadyPunchedIn')))).toBe(
      t('attendance.alreadyPunchedInShown'),
    );
    expect(punchErrorMessage(refused(403, t('attendance.notAssigned')))).toBe(
      t('attendance.notAssignedShown'),
    );
  });

  it("shows the server's refusal of a coarse position as it is, telling to wait", () => {
    const coarse = t('attendance.inaccurateFix', { accuracy: '1.5km', maximum: '100m' });
    expect(coarse).toMatch(/wait.*better fix.*step outside/i);
    expect(punchErrorMessage(refused(400, coarse))).toBe(coarse);
    expect(punchErrorMessage(refused(400, coarse), 'out')).toBe(coarse);
  });

  it("shows the server's distance refusal as it is", () => {
    const refusal = tooFar('1.2km', 'North Tower');
    expect(refusal).toBe(
      'You are 1.2km away from North Tower. You must be within 50m to mark attendance.',
    );
    expect(punchErrorMessage(refused(400, refusal))).toBe(refusal);
    expect(punchErrorMessage(refused(400, t('attendance.invalidCoordinates')))).toBe(
      t('attendance.invalidCoordinates'),
    );
  });

  it('says network error when no answer came, timeouts included', () => {
    expect(punchErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(
      t('attendance.networkError'),
    );
    expect(punchErrorMessage(new ApiError(0, 'TIMEOUT', 'slow'))).toBe(
      t('attendance.networkError'),
    );
  });

  it('wraps any other failure as Punch-in failed', () => {
    expect(punchErrorMessage(refused(500, 'Database is down'))).toBe(
      'Punch-in failed: Database is down',
    );
    expect(punchErrorMessage(new Error('boom'))).toBe('Punch-in failed: boom');
  });

  it('says Punch-out failed for a failed punch-out', () => {
    expect(punchErrorMessage(refused(500, 'Database is down'), 'out')).toBe(
      'Punch-out failed: Database is down',
    );
    expect(punchErrorMessage(refused(409, t('attendance.notPunchedIn')), 'out')).toBe(
      t('attendance.notPunchedIn'),
    );
  });

  it("passes a position problem's own text through", () => {
    expect(punchErrorMessage(new PositionError(t('attendance.locationDenied')))).toBe(
      t('attendance.locationDenied'),
    );
  });
});

describe('refusedOnDevice', () => {
  const site = {
    name: 'Harbor View Towers',
    coordinates: { latitude: 18.9222, longitude: 72.8347 },
  };
  // About 120 m north of the site, then 10 m.
  const far = { latitude: 18.92328, longitude: 72.8347, accuracy: 8 };
  const near = { latitude: 18.92229, longitude: 72.8347, accuracy: 8 };
  const coarse = { latitude: 18.9222, longitude: 72.8347, accuracy: 900 };

  it('offline, checks the distance against the kept site position, as the server will', () => {
    expect(refusedOnDevice(site, far, true)).toBe(tooFar('120m', 'Harbor View Towers'));
    expect(refusedOnDevice(site, near, true)).toBeNull();
  });

  it('online, leaves the distance to the server, which knows the site as it is now', () => {
    expect(refusedOnDevice(site, far, false)).toBeNull();
  });

  it('refuses a coarse fix wherever the server measures, or may measure offline', () => {
    expect(refusedOnDevice(site, coarse, false)).toMatch(/only accurate to 900m/);
    expect(refusedOnDevice({ ...site, coordinates: undefined }, coarse, true)).toMatch(
      /only accurate to 900m/,
    );
    expect(refusedOnDevice({ ...site, coordinates: undefined }, coarse, false)).toBeNull();
  });

  it('checks nothing at a site without a map position', () => {
    expect(refusedOnDevice({ ...site, coordinates: null }, coarse, true)).toBeNull();
    expect(refusedOnDevice({ ...site, coordinates: null }, far, true)).toBeNull();
  });
});
