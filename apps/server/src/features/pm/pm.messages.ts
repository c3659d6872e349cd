import { msg } from '@cmms/shared/i18n/message';
import {
  PM_RECURRENCE_LABELS,
  PM_STATUS_LABELS,
  type PmRecurrence,
  type PmStatus,
} from '@cmms/shared/pm';

// A stored recurrence or status as an activity entry or a notification reads it: its label, in
// each reader's language; a value the labels do not know, as it is stored.

export const recurrenceLabel = (recurrence: string) =>
  Object.hasOwn(PM_RECURRENCE_LABELS, recurrence)
    ? msg(PM_RECURRENCE_LABELS[recurrence as PmRecurrence])
    : recurrence;

export const statusLabel = (status: string) =>
  Object.hasOwn(PM_STATUS_LABELS, status) ? msg(PM_STATUS_LABELS[status as PmStatus]) : status;
