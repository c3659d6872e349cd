import { describe, expect, it } from 'vitest';
import {
  distanceMeters,
  formatDistance,
  formatHours,
  hoursBetween,
  isLate,
  leaveDecisionSchema,
  leaveInputSchema,
  siteCoordinates,
} from './attendance';

describe('distanceMeters', () => {
  it('measures along the Earth (haversine, radius 6,371 km)', () => {
    // One degree of latitude is 111.19 km on a sphere of that radius.
    const oneDegree = distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 });
    expect(oneDegree).toBeCloseTo(111_194.9, 0);
    const here = { latitude: 51.5007, longitude: -0.1246 };
    expect(distanceMeters(here, here)).toBe(0);
  });
});

describe('formatDistance', () => {
  it('shows metres under 1,000 and km with one decimal above', () => {
    expect(formatDistance(42.4)).toBe('42m');
    expect(formatDistance(999.4)).toBe('999m');
    expect(formatDistance(1000)).toBe('1.0km');
    expect(formatDistance(5012)).toBe('5.0km');
  });
});

describe('siteCoordinates', () => {
  it('reads the columns, else the map location, and refuses what is not a place', () => {
    expect(siteCoordinates({ latitude: 40.7, longitude: -74 })).toEqual({
      latitude: 40.7,
      longitude: -74,
    });
    expect(siteCoordinates({ mapLocation: '40.7128, -74.0060' })).toEqual({
      latitude: 40.7128,
      longitude: -74.006,
    });
    expect(siteCoordinates({ latitude: 0, longitude: 0 })).toBeNull();
    expect(siteCoordinates({ mapLocation: 'Main street 4' })).toBeNull();
    expect(siteCoordinates({})).toBeNull();
  });
});

describe('hours', () => {
  it('rounds to 2 decimals and shows them with hrs', () => {
    expect(hoursBetween('2026-06-01T08:55:00Z', '2026-06-01T18:00:00Z')).toBe(9.08);
    expect(formatHours(8.5)).toBe('8.50 hrs');
    expect(formatHours(null)).toBe('-');
  });
});

describe('isLate', () => {
  it('gives the grace period, counts early arrivals as on time, and handles night shifts', () => {
    expect(isLate(8 * 60 + 15, '08:00')).toBe(false);
    expect(isLate(8 * 60 + 16, '08:00')).toBe(true);
    expect(isLate(7 * 60, '08:00')).toBe(false);
    expect(isLate(21 * 60 + 50, '22:00')).toBe(false);
    expect(isLate(0 * 60 + 30, '22:00')).toBe(true);
    expect(isLate(12 * 60, null)).toBe(false);
  });
});

describe('leave schemas', () => {
  it('takes a decision in either spelling and gives it title-case', () => {
    expect(leaveDecisionSchema.parse({ status: 'approved' }).status).toBe('Approved');
    expect(leaveDecisionSchema.parse({ status: 'Rejected' }).status).toBe('Rejected');
    expect(leaveDecisionSchema.safeParse({ status: 'pending' }).success).toBe(false);
  });

  it('refuses an end before the start', () => {
    const result = leaveInputSchema.safeParse({
      leaveType: 'Casual',
      startDate: '2026-06-02',
      endDate: '2026-06-01',
      reason: 'x',
    });
    expect(result.error?.issues[0]?.message).toBe('End date cannot be before start date');
  });
});
