import type { TeamMember } from '@cmms/shared/attendance';
import { describe, expect, it } from 'vitest';
import { formatClock } from './dates';
import { dayLine } from './team-day';

const member = (fields: Partial<TeamMember>): TeamMember => ({
  user: { id: 'u', name: 'Omar', role: 'technician' },
  site: { id: 's', name: 'North' },
  sites: [{ id: 's', name: 'North', timeZone: 'UTC' }],
  timeZone: 'UTC',
  date: '2026-06-16',
  status: 'Absent',
  onSite: false,
  firstIn: null,
  lastOut: null,
  shift: { name: 'Days', startTime: '09:00', endTime: '17:00' },
  detail: null,
  records: [],
  ...fields,
});

describe('the Today view’s line under a name (issue 30)', () => {
  const nine = '2026-06-16T09:05:00Z';
  const five = '2026-06-16T17:10:00Z';
  it('says since when one is on site, or when one came and went, on the site’s clock', () => {
    expect(dayLine(member({ status: 'Late', onSite: true, firstIn: nine }))).toBe(
      `On site since ${formatClock(nine, 'UTC')}`,
    );
    expect(dayLine(member({ status: 'Left', firstIn: nine, lastOut: five }))).toBe(
      `In at ${formatClock(nine, 'UTC')}, left at ${formatClock(five, 'UTC')}`,
    );
  });

  it('gives the shift, and why one is not expected', () => {
    expect(dayLine(member({}))).toBe('Days 09:00–17:00');
    expect(dayLine(member({ status: 'On leave', detail: 'Sick leave' }))).toBe(
      'Sick leave · Days 09:00–17:00',
    );
    expect(dayLine(member({ status: 'Not yet in', shift: null }))).toBe('No shift');
  });
});
