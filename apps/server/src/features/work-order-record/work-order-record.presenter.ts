import type { Translator } from '@cmms/shared/i18n/translator';
import { amountOf } from '@cmms/shared/money';
import type { PartLine, TimeEntry, TimelineEntry } from '@cmms/shared/work-order-record';
import type { activityLogs } from '../activity/activity.table';
import { minutesOf, type TimeEntryRow } from './time.service';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function presentTimeEntry(row: TimeEntryRow): TimeEntry {
  return {
    id: row.id,
    user: { id: row.userId, name: row.userName },
    startedAt: row.startedAt.toISOString(),
    endedAt: iso(row.endedAt),
    minutes: minutesOf(row),
    source: row.source === 'timer' ? 'timer' : 'manual',
    note: row.note,
    correctedBy: row.correctedByName ? { id: row.correctedBy, name: row.correctedByName } : null,
  };
}

/** Minutes per person over the finished entries, most first. */
export function totalsOf(rows: readonly TimeEntryRow[]) {
  const byPerson = new Map<
    string,
    { user: { id: string | null; name: string }; minutes: number }
  >();
  for (const row of rows) {
    const minutes = minutesOf(row);
    if (minutes === null) continue;
    const key = row.userId ?? `name:${row.userName}`;
    const total = byPerson.get(key) ?? { user: { id: row.userId, name: row.userName }, minutes: 0 };
    total.minutes += minutes;
    byPerson.set(key, total);
  }
  return [...byPerson.values()].sort((a, b) => b.minutes - a.minutes);
}

/** An activity entry as a line of the timeline, in the reader's language. */
export const presentEvent =
  (translator: Translator) =>
  (row: typeof activityLogs.$inferSelect): TimelineEntry => ({
    kind: 'event',
    id: row.id,
    at: row.createdAt.toISOString(),
    actor:
      row.userId === null && row.userRole === 'system'
        ? null
        : { id: row.userId, name: row.userName ?? '' },
    action: row.action,
    text: row.message ? translator.renderStored(row.message, row.description) : row.description,
  });

export function presentPart(
  row: {
    materialId: string;
    name: string;
    unit: string;
    issued: number;
    returned: number;
    costCents: number | null;
  },
  seeCost: boolean,
): PartLine {
  return {
    material: { id: row.materialId, name: row.name, unit: row.unit },
    issued: row.issued,
    returned: row.returned,
    used: row.issued - row.returned,
    cost: seeCost && row.costCents !== null ? amountOf(row.costCents) : null,
  };
}
