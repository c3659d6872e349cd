import { localDateOf } from '@cmms/shared/dates';
import {
  MAX_ENTRY_MINUTES,
  NOTE_MAX_LENGTH,
  type TimeEntryInput,
} from '@cmms/shared/work-order-record';
import { z } from 'zod';
import { t } from '../../../lib/i18n/i18n';

const MINUTE_MS = 60_000;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Minutes as a person reads a duration: '45 min', '2 h 5 min', '3 h'. Time logged always runs
 * forwards, so what rounds to no minute (a timer stopped within its first half minute, which the
 * server counts as 0) is 'under 1 min', not '0 min' as if nothing was logged.
 */
export function formatMinutes(total: number): string {
  const minutes = Math.max(0, Math.round(total));
  if (minutes === 0) return t('workOrderPage.durationUnderMinute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('workOrderPage.durationMinutes', { minutes: rest });
  if (rest === 0) return t('workOrderPage.durationHours', { hours });
  return t('workOrderPage.durationHoursMinutes', { hours, minutes: rest });
}

/**
 * A running timer's elapsed time as a clock reads it, '0:04:09', '12:30:00'. A start a little
 * in the future (the server's clock ahead of this one) reads 0:00:00, never a negative time.
 */
export function formatElapsed(startedAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  if (!Number.isFinite(seconds)) return '0:00:00';
  const hours = Math.floor(seconds / 3600);
  return `${hours}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** An instant as a datetime-local input holds it, on this device's clock: 'YYYY-MM-DDTHH:MM'. */
export function toDateTimeInput(instant: Date): string {
  return `${localDateOf(instant)}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/** The form's default start: the minutes just worked, ending now. */
export const defaultStart = (now: Date, minutes: number) =>
  toDateTimeInput(new Date(now.getTime() - minutes * MINUTE_MS));

/**
 * The time form asks for a start and minutes (a person knows "45 minutes from 9:10" better than
 * an end time); the request carries the instants the shared schema reads.
 */
export const timeFormSchema = z.object({
  start: z
    .string()
    .refine((value) => !Number.isNaN(new Date(value).getTime()), 'workOrderPage.startRequired'),
  minutes: z
    .number({ error: 'workOrderPage.minutesInvalid' })
    .int('workOrderPage.minutesInvalid')
    .min(1, 'workOrderPage.minutesInvalid')
    .max(MAX_ENTRY_MINUTES, 'workOrderPage.minutesTooMany'),
  note: z.string().trim().max(NOTE_MAX_LENGTH, 'validation.tooBig'),
});
export type TimeFormValues = z.input<typeof timeFormSchema>;

/** The body of POST /time or PUT /time/{id}: the start read on this device's clock, plus minutes. */
export function timeEntryBodyOf(values: z.output<typeof timeFormSchema>): TimeEntryInput {
  const start = new Date(values.start);
  return {
    startedAt: start.toISOString(),
    endedAt: new Date(start.getTime() + values.minutes * MINUTE_MS).toISOString(),
    note: values.note,
  };
}

/** A stored entry back into the form: for a correction. */
export function timeFormOf(entry: {
  startedAt: string;
  endedAt: string | null;
  minutes: number | null;
  note: string;
}): TimeFormValues {
  const start = new Date(entry.startedAt);
  const minutes =
    entry.minutes ??
    (entry.endedAt ? Math.round((Date.parse(entry.endedAt) - start.getTime()) / MINUTE_MS) : 0);
  return { start: toDateTimeInput(start), minutes, note: entry.note };
}
