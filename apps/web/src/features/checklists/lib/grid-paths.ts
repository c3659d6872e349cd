import { ownAreaOf } from '@cmms/shared/route-access';

export type GridLink = {
  checklistId?: string | null | undefined;
  userId?: string | null | undefined;
  /** YYYY-MM-DD: opens that day's month with the day filter set. */
  date?: string | null | undefined;
};

/**
 * The checklist grid of `role` (every area has one; a custom role, with no area of its own, uses
 * the root /checklist), opening a checklist, a person's month and a day when given.
 */
export function checklistGridPath(role: string, link: GridLink = {}): string {
  const area = ownAreaOf(role);
  const base = area ? `/${area}/checklist` : '/checklist';
  const params = new URLSearchParams();
  if (link.checklistId) params.set('checklistId', link.checklistId);
  if (link.userId) params.set('userId', link.userId);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(link.date ?? '');
  if (day) {
    params.set('year', String(Number(day[1])));
    params.set('month', String(Number(day[2])));
    params.set('date', day[0]);
  }
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** The management screen (requirements/checklists.md#screens) in the role's own area; only managers open it. */
export function checklistManagementPath(role: string): string {
  const area = ownAreaOf(role);
  return area ? `/${area}/checklist-management` : '/checklist-management';
}
