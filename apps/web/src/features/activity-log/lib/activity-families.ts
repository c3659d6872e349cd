import { ACTIVITY_LOG_FAMILIES } from '@cmms/shared/activity';

export type ActivityFamily = (typeof ACTIVITY_LOG_FAMILIES)[number];

/** The families of requirements/activity.md#who-may-do-what as people read them, in the order the filter lists them. */
export const FAMILY_LABELS: Record<ActivityFamily, string> = {
  site: 'Sites',
  task: 'Work Orders',
  asset: 'Assets',
  user: 'Users',
  material: 'Materials',
  leave: 'Leave',
  pm: 'Preventive Maintenance',
  punch: 'Attendance',
  checklist: 'Checklists',
  notification: 'Notifications',
};

/** The singular, for one entry's badge: 'Site', 'Work Order', 'PM'. */
const BADGE_LABELS: Record<ActivityFamily, string> = {
  site: 'Site',
  task: 'Work Order',
  asset: 'Asset',
  user: 'User',
  material: 'Material',
  leave: 'Leave',
  pm: 'PM',
  punch: 'Attendance',
  checklist: 'Checklist',
  notification: 'Notification',
};

export const isActivityFamily = (value: string): value is ActivityFamily =>
  (ACTIVITY_LOG_FAMILIES as readonly string[]).includes(value);

/** The type filter's choices: All Types, then each family. */
export const TYPE_FILTER_OPTIONS: { value: ActivityFamily | ''; label: string }[] = [
  { value: '', label: 'All Types' },
  ...ACTIVITY_LOG_FAMILIES.map((family) => ({ value: family, label: FAMILY_LABELS[family] })),
];

/** The select's value as a family, or '' (All Types) for anything else. */
export const parseTypeFilter = (value: string | null | undefined): ActivityFamily | '' =>
  value && isActivityFamily(value) ? value : '';

/** An entry's type on its badge; a type outside the families reads as its words. */
export function familyLabel(type: string): string {
  if (isActivityFamily(type)) return BADGE_LABELS[type];
  return humanize(type) || 'Other';
}

const ACRONYMS = new Set(['pm', 'qr', 'csv', 'pdf', 'pin', 'id']);

/** 'site_created' -> 'Site created'; 'pm_updated' -> 'PM updated'. */
export function humanize(code: string): string {
  const words = code
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
