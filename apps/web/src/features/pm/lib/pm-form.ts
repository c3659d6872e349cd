import type { Pm, PmInput } from '@cmms/shared/pm';
import type { DefaultValues } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error';

/** The fields the form has, which the server may name in a validation failure. */
export const PM_FORM_FIELDS = [
  'title',
  'assetId',
  'priority',
  'recurrence',
  'date',
  'description',
  'assigneeId',
] as const satisfies readonly (keyof PmInput)[];

/**
 * The form's starting values: the PM's own for Edit; for New PM empty, so priority and
 * recurrence are chosen rather than defaulted (requirements/pm.md#validation requires both). Status is not a form field: an
 * edit leaves it as it is.
 */
export function pmFormDefaults(pm: Pm | null): DefaultValues<PmInput> {
  if (!pm) {
    return { title: '', assetId: '', date: '', description: '', assigneeId: '' };
  }
  return {
    title: pm.title,
    assetId: pm.assetId,
    priority: pm.priority,
    recurrence: pm.recurrence,
    date: pm.date?.slice(0, 10) ?? '',
    description: pm.description,
    assigneeId: pm.assigneeId ?? '',
  };
}

/** requirements/pm.md#who-may-do-what: the list was refused for this role. */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** Changing the asset to one of another site empties the assignee: people belong to a site. */
export const keepsAssignee = (fromSiteId: string | null, toSiteId: string | null) =>
  fromSiteId !== null && fromSiteId === toSiteId;
