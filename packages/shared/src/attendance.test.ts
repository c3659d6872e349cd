import { describe, expect, it } from 'vitest';
import {
  attendanceRules,
  distanceMeters,
  formatHours,
  hoursBetween,
  inaccurateFixOf,
  isDayOff,
  isLate,
  leaveDecisionSchema,
  leaveInputSchema,
  recordEditFormSchema,
  recordUpdateSchema,
  reportQuerySchema,
  shiftInputSchema,
  siteCoordinates,
  teamPunchInputSchema,
  tooFarOf,
  weekdayOf,
} from './attendance';
import {
  en,
  englishIssues,
  englishTranslator,
  inEnglish,
  translatorFor,
} from './i18n/source-translators';

describe('distanceMeters', () => {
  it('measures along the Earth (haversine, radius 6,371 km)', () => {
    // One degree of latitude is 111.19 km on a sphere of that radius.
    const oneDegree = distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 });
    expect(oneDegree).toBeCloseTo(111_194.9, 0);
    const here = { latitude: 51.5007, longitude: -0.1246 };
    expect(distanceMeters(here, here)).toBe(0);
  });
});

describe('distances', () => {
  const { distance } = englishTranslator.formats;
  it('shows metres under 1,000 and km with one decimal above', () => {
    expect(distance(42.4)).toBe('42m');
    expect(distance(999.4)).toBe('999m');
    expect(distance(1000)).toBe('1.0km');
    expect(distance(5012)).toBe('5.0km');
  });

  it('words the refusals in the forms of the language they are shown in', () => {
    expect(inEnglish(tooFarOf(1234, 'North Tower', englishTranslator.formats))).toBe(
      'You are 1.2km away from North Tower. You must be within 50m to mark attendance.',
    );
    const hindi = translatorFor('hi');
    const refusal = inaccurateFixOf({ accuracy: 500 }, hindi.formats);
    expect(refusal).not.toBeNull();
    expect(hindi.render(refusal as NonNullable<typeof refusal>)).toContain(
      hindi.formats.distance(500),
    );
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
    expect(formatHours(8.5, englishTranslator)).toBe('8.50 hrs');
    expect(formatHours(1234.5, englishTranslator)).toBe('1234.50 hrs');
    expect(formatHours(null, englishTranslator)).toBe('-');
  });
});

describe('isLate', () => {
  const utc = (time: string) => new Date(`2026-06-15T${time}:00Z`);
  it('gives the grace period, counts early arrivals as on time, and handles night shifts', () => {
    expect(isLate(utc('08:15'), '08:00', 'UTC')).toBe(false);
    expect(isLate(new Date('2026-06-15T08:15:59Z'), '08:00', 'UTC')).toBe(false);
    expect(isLate(utc('08:16'), '08:00', 'UTC')).toBe(true);
    expect(isLate(utc('07:00'), '08:00', 'UTC')).toBe(false);
    expect(isLate(utc('21:50'), '22:00', 'UTC')).toBe(false);
    expect(isLate(utc('00:30'), '22:00', 'UTC')).toBe(true);
    expect(isLate(utc('12:00'), null, 'UTC')).toBe(false);
  });

  it('reads the shift on the clock of the site’s zone', () => {
    // 08:20 in Sydney (UTC+11) is 21:20 UTC the day before.
    expect(isLate(new Date('2026-11-25T21:20:00Z'), '08:00', 'Australia/Sydney')).toBe(true);
    expect(isLate(new Date('2026-11-25T20:55:00Z'), '08:00', 'Australia/Sydney')).toBe(false);
  });

  it('counts real minutes across a DST change', () => {
    // New York falls back at 02:00 on 2026-11-01. The day after, 08:00 is 13:00 UTC.
    expect(isLate(new Date('2026-11-02T12:55:00Z'), '08:00', 'America/New_York')).toBe(false);
    expect(isLate(new Date('2026-11-02T13:20:00Z'), '08:00', 'America/New_York')).toBe(true);
    // A shift at 01:30 that day starts at the first 01:30 (EDT); the second 01:30 (EST) is an
    // hour later, though the clock reads the same.
    expect(isLate(new Date('2026-11-01T05:40:00Z'), '01:30', 'America/New_York')).toBe(false);
    expect(isLate(new Date('2026-11-01T06:40:00Z'), '01:30', 'America/New_York')).toBe(true);
    // Berlin skips 02:00-03:00 on 2027-03-28: a shift at 02:30 starts at 03:30.
    expect(isLate(new Date('2027-03-28T01:40:00Z'), '02:30', 'Europe/Berlin')).toBe(false);
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
    expect(englishIssues(result)[0]).toBe('End date cannot be before start date');
  });
});

describe('a decision’s note (issue 30)', () => {
  it('is optional, trimmed, empty as none, and bounded', () => {
    expect(leaveDecisionSchema.parse({ status: 'Rejected' }).note).toBeNull();
    expect(leaveDecisionSchema.parse({ status: 'Rejected', note: '  Busy week ' }).note).toBe(
      'Busy week',
    );
    expect(leaveDecisionSchema.parse({ status: 'Rejected', note: '   ' }).note).toBeNull();
    const long = leaveDecisionSchema.safeParse({ status: 'Rejected', note: 'x'.repeat(501) });
    expect(englishIssues(long)[0]).toBe('The reason must be at most 500 characters');
  });
});

describe('days off (issue 30)', () => {
  it('reads the weekday of a date whatever the process zone, Sunday 0', () => {
    expect(weekdayOf('2026-06-14')).toBe(0);
    expect(weekdayOf('2026-06-16')).toBe(2);
    expect(weekdayOf('2026-06-20')).toBe(6);
  });

  it('makes Sunday the day off without a shift', () => {
    expect(isDayOff('2026-06-14', null)).toBe(true);
    expect(isDayOff('2026-06-13', undefined)).toBe(false);
    expect(isDayOff('2026-06-13', [6, 0])).toBe(true);
    expect(isDayOff('2026-06-14', [])).toBe(false);
  });

  it('gives the spec’s shift body Sundays off and sorts the days given', () => {
    const base = { name: 'Day', startTime: '09:00', endTime: '17:00' };
    expect(shiftInputSchema.parse(base).daysOff).toEqual([0]);
    expect(shiftInputSchema.parse({ ...base, daysOff: [6, 0, 6] }).daysOff).toEqual([0, 6]);
    expect(shiftInputSchema.safeParse({ ...base, daysOff: [0, 1, 2, 3, 4, 5, 6] }).success).toBe(
      false,
    );
    expect(shiftInputSchema.safeParse({ ...base, daysOff: [1.5] }).success).toBe(false);
  });
});

describe('corrections (issue 30)', () => {
  const times = { checkInTime: '2026-06-15T09:00', checkOutTime: '2026-06-15T17:00' };

  it('takes the spec’s edit body without a reason; our form and the team’s calls need one', () => {
    expect(recordUpdateSchema.parse({ ...times, status: 'Present' }).reason).toBeNull();
    const form = recordEditFormSchema.safeParse({ ...times, status: 'Present', reason: ' ' });
    expect(englishIssues(form)[0]).toBe(en('attendance.correctionReasonRequired'));
    const team = teamPunchInputSchema.safeParse({
      ...times,
      userId: '7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f',
      siteId: '7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f',
      reason: 'x'.repeat(501),
    });
    expect(englishIssues(team)[0]).toBe('The reason must be at most 500 characters');
  });

  it('lets manage_attendance correct others, never oneself', () => {
    const supervisor = { id: 'a', permissions: ['manage_attendance'] };
    expect(attendanceRules.mayCorrect(supervisor, 'b')).toBe(true);
    expect(attendanceRules.mayCorrect(supervisor, 'a')).toBe(false);
    expect(attendanceRules.mayCorrect({ id: 'a', permissions: ['view_attendance'] }, 'b')).toBe(
      false,
    );
    expect(attendanceRules.canManageTeam({ permissions: ['all_permissions'] })).toBe(true);
  });
});

describe('a report’s range (issue 29)', () => {
  it('says how many days it may cover, in the plural each language reads', () => {
    const long = reportQuerySchema.safeParse({ startDate: '2025-01-01', endDate: '2026-06-30' });
    expect(englishIssues(long)).toEqual(['A date range can cover at most 366 days']);
    expect(en('attendance.rangeTooLong', { maximum: 1 })).toBe(
      'A date range can cover at most 1 day',
    );
    const arabic = translatorFor('ar');
    const [one, two, many] = [1, 2, 366].map((maximum) =>
      arabic.t('attendance.rangeTooLong', { maximum }),
    );
    expect(new Set([one, two, many]).size).toBe(3);
    expect(many).toContain('366');
  });
});
