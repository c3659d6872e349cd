import { describe, expect, it } from 'vitest';
import {
  checkInInputSchema,
  inaccurateFixOf,
  leaveInputSchema,
  leaveListQuerySchema,
  leaveWindow,
  leaveWindowErrors,
  PUNCH_MAX_ACCURACY_METERS,
  recordUpdateSchema,
  reportQuerySchema,
} from './attendance';
import {
  cellsBodySchema,
  daysInMonth,
  monthRange,
  raiseWorkOrderBodySchema,
  reopenBodySchema,
} from './checklists';
import { DATE_BOUNDS } from './dates';
import { en, englishIssues, englishTranslator, inEnglish } from './i18n/source-translators';
import { workOrderInputSchema } from './work-orders';

const ID = '5f1b3c1e-8d2a-4b7e-9c1a-2b3c4d5e6f70';
/** The first issue as an English reader is told it. */
const firstMessage = (result: Parameters<typeof englishIssues>[0]) => englishIssues(result)[0];

describe('every date a person enters has its bounds (issue 29)', () => {
  it('work order due dates: past allowed (backdated work), a mistyped year not', () => {
    const order = {
      title: 'Pump',
      description: 'Leak',
      assignedToId: ID,
      assetId: ID,
      siteId: ID,
    };
    expect(workOrderInputSchema.parse({ ...order, dueDate: '2001-03-04' }).dueDate).toBe(
      '2001-03-04',
    );
    for (const dueDate of ['0001-01-01', '0026-11-26', '1999-12-31', '2101-01-01']) {
      expect(firstMessage(workOrderInputSchema.safeParse({ ...order, dueDate }))).toBe(
        'Due date must be between 2000-01-01 and 2100-12-31',
      );
    }
    const raised = { userId: ID, itemId: ID, date: '2026-06-01', title: 'Dirty', description: 'x' };
    expect(
      firstMessage(raiseWorkOrderBodySchema.safeParse({ ...raised, dueDate: '0001-01-01' })),
    ).toBe('Due date must be between 2000-01-01 and 2100-12-31');
    expect(raiseWorkOrderBodySchema.parse({ ...raised, dueDate: '2026-06-30' }).dueDate).toBe(
      '2026-06-30',
    );
  });

  it('checklist ticks from 2023 on, the first year the grid reads', () => {
    const cells = (date: string) => ({
      userId: ID,
      cells: [{ itemId: ID, date, state: 'completed' }],
    });
    for (const date of ['1999-06-01', '2022-12-31', '0026-01-01', '2101-01-01']) {
      expect(firstMessage(cellsBodySchema.safeParse(cells(date)))).toBe(
        'Date must be between 2023-01-01 and 2100-12-31',
      );
    }
    expect(cellsBodySchema.safeParse(cells('2023-01-01')).success).toBe(true);
    const reopen = { userId: ID, itemId: ID, date: '2026-06-01' };
    expect(reopenBodySchema.safeParse({ ...reopen, reopenedDate: '2022-01-01' }).success).toBe(
      false,
    );
  });

  it('leave: within 2000-2100 in the schema, a year back to a year ahead of today by the clock', () => {
    const leave = { leaveType: 'Sick', reason: 'Flu' };
    expect(
      firstMessage(
        leaveInputSchema.safeParse({ ...leave, startDate: '0001-01-01', endDate: '9999-12-31' }),
      ),
    ).toBe(en('validation.dateBetween', DATE_BOUNDS));
    expect(leaveWindow('2026-06-15')).toEqual({ min: '2025-06-15', max: '2027-06-15' });
    expect(leaveWindow('2028-02-29')).toEqual({ min: '2027-02-28', max: '2029-02-28' });
    expect(
      leaveWindowErrors({ startDate: '2025-06-15', endDate: '2027-06-15' }, '2026-06-15'),
    ).toEqual({});
    expect(
      leaveWindowErrors({ startDate: '2025-06-14', endDate: '2027-06-16' }, '2026-06-15'),
    ).toEqual({
      startDate: { key: 'attendance.leaveStartTooEarly', values: { earliest: '2025-06-15' } },
      endDate: { key: 'attendance.leaveEndTooLate', values: { latest: '2027-06-15' } },
    });
  });

  it('report ranges and months within 2000-2100', () => {
    expect(reportQuerySchema.safeParse({ startDate: '1900-01-01' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ month: '0026-06' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ startDate: '2026-01-01' }).success).toBe(true);
  });

  it('corrected attendance times: ISO 8601 within 2000-2100, nothing guessed', () => {
    const edit = (checkInTime: string) =>
      recordUpdateSchema.safeParse({ checkInTime, status: 'Present' });
    // Without an offset: a wall time, read by the server in the record's site's zone.
    expect(edit('2026-06-08T07:58').data?.checkInTime).toBe('2026-06-08T07:58:00');
    expect(edit('2026-06-08T07:58:30.5').data?.checkInTime).toBe('2026-06-08T07:58:30');
    expect(edit('2026-06-08T07:58:00.000Z').data?.checkInTime).toBe('2026-06-08T07:58:00.000Z');
    expect(edit('2026-06-08T09:58+02:00').data?.checkInTime).toBe('2026-06-08T07:58:00.000Z');
    expect(firstMessage(edit('0001-01-01T10:00Z'))).toBe(
      'Time must be between 2000-01-01 and 2100-12-31',
    );
    // Read by JavaScript's legacy parser as 2001-01-01 10:00.
    expect(firstMessage(edit('0001-01-01 10:00'))).toBe(en('attendance.badDateTime'));
    expect(firstMessage(edit('June 8, 2026'))).toBe(en('attendance.badDateTime'));
    const closed = recordUpdateSchema.safeParse({
      checkInTime: '2026-06-08T07:58',
      checkOutTime: '0026-06-08T16:00',
      status: 'Present',
    });
    expect(closed.error?.issues[0]).toMatchObject({ path: ['checkOutTime'] });
    expect(firstMessage(closed)).toBe(en('attendance.timeOutOfBounds', DATE_BOUNDS));
    const backwards = (checkOutTime: string) =>
      recordUpdateSchema.safeParse({
        checkInTime: '2026-06-08T07:58',
        checkOutTime,
        status: 'Present',
      });
    expect(firstMessage(backwards('2026-06-08T07:00'))).toBe(
      en('attendance.checkOutBeforeCheckIn'),
    );
    // A wall time and an instant compare only once the server knows the site's zone.
    expect(backwards('2026-06-08T07:00Z').success).toBe(true);
  });
});

describe('the leave status filter', () => {
  it('takes either spelling and answers 400 for anything else, a NUL included', () => {
    expect(leaveListQuerySchema.parse({ status: 'approved' }).status).toBe('Approved');
    expect(leaveListQuerySchema.parse({ status: 'Pending' }).status).toBe('Pending');
    expect(leaveListQuerySchema.parse({}).status).toBeUndefined();
    for (const status of ['\0', 'Pending\0', 'all', '', ' pending']) {
      expect(firstMessage(leaveListQuerySchema.safeParse({ status }))).toBe(
        'Status must be Pending, Approved or Rejected',
      );
    }
  });
});

describe('the accuracy of a punch’s position', () => {
  it(`refuses a fix coarser than ${PUNCH_MAX_ACCURACY_METERS} m, telling to wait or step outside`, () => {
    const refusal = (accuracy?: number | null) => {
      const refused = inaccurateFixOf({ accuracy }, englishTranslator.formats);
      return refused && inEnglish(refused);
    };
    expect(refusal(8)).toBeNull();
    expect(refusal(PUNCH_MAX_ACCURACY_METERS)).toBeNull();
    expect(refusal(null)).toBeNull();
    expect(refusal(undefined)).toBeNull();
    expect(refusal(1500)).toBe(
      'Your location is only accurate to 1.5km; it must be accurate to 100m to mark attendance. Wait a moment for a better fix, or step outside, and try again.',
    );
    expect(refusal(101)).toMatch(
      /^Your location is only accurate to 101m; .* Wait a moment for a better fix, or step outside, and try again\.$/,
    );
  });

  it('keeps the spec’s body working: a location without accuracy, distance and forceNew', () => {
    const body = {
      siteId: ID,
      location: { latitude: 12.97, longitude: 77.59 },
      distance: 12,
      forceNew: false,
    };
    expect(checkInInputSchema.safeParse(body).success).toBe(true);
  });
});

describe('checklist months in any year', () => {
  it('counts and names the days of year 26 as of 2026', () => {
    expect(daysInMonth(26, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(monthRange(26, 11)).toEqual({ first: '0026-11-01', last: '0026-11-30' });
  });
});
