export type RecordFilters = { startDate: string; endDate: string; siteId: string; userId: string };

// Keyed by the signed-in user: what the server answers depends on who asks (site scope, role).
export const attendanceKeys = {
  all: ['attendance'] as const,
  today: (me: string) => ['attendance', me, 'today'] as const,
  days: (me: string, userId: string, limit: number) =>
    ['attendance', me, 'days', userId, limit] as const,
  month: (me: string, userId: string, month: string) =>
    ['attendance', me, 'month', userId, month] as const,
  ownLeave: (me: string) => ['attendance', me, 'leave', 'own'] as const,
  pendingLeave: (me: string, siteId: string | null, offset: number) =>
    ['attendance', me, 'leave', 'pending', siteId, offset] as const,
  leaveSummary: (me: string, siteId: string | null) =>
    ['attendance', me, 'leave', 'summary', siteId] as const,
  teamToday: (me: string, siteId: string | null) =>
    ['attendance', me, 'team', 'today', siteId] as const,
  holidays: (me: string) => ['attendance', me, 'holidays'] as const,
  shifts: (me: string) => ['attendance', me, 'shifts'] as const,
  users: (me: string) => ['attendance', me, 'users'] as const,
  records: (me: string, filters: RecordFilters, offset: number) =>
    ['attendance', me, 'records', { ...filters, offset }] as const,
};
